/**
 * Heading ids as Python-Markdown's `toc` extension makes them, so anchors of sites built by MkDocs
 * keep working: accents folded to ASCII, other characters than word characters, spaces and hyphens
 * dropped, lower case, runs of spaces and hyphens turned into one hyphen.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\p{ASCII}]/gu, '')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '-');
}

/**
 * Hands out ids unique within one page as Python-Markdown does: a repeated slug gets `_1`, then
 * `_2`, …, and a heading without any word characters gets `_1`.
 */
export function createIdRegistry(): (wanted: string) => string {
  const taken = new Set<string>();
  return wanted => {
    let id = wanted;
    while (!id || taken.has(id)) {
      const numbered = /^(.*)_(\d+)$/.exec(id);
      id = numbered ? `${numbered[1]}_${Number(numbered[2]) + 1}` : `${id}_1`;
    }
    taken.add(id);
    return id;
  };
}
