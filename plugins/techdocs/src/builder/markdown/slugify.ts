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

/** Hands out ids unique within one page: a repeated slug gets `-1`, `-2`, … appended. */
export function createIdRegistry(): (wanted: string) => string {
  const taken = new Set<string>();
  return wanted => {
    const base = wanted || 'section';
    let id = base;
    for (let count = 1; taken.has(id); count++) id = `${base}-${count}`;
    taken.add(id);
    return id;
  };
}
