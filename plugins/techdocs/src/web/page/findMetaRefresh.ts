/**
 * The target of a page's `<meta http-equiv="refresh" content="0; url=…">`, read from the page
 * as built, before the sanitiser removes the tag (spec 001 §4: the reader announces the redirect).
 */
export function findMetaRefresh(html: string): string | undefined {
  // DOMParser documents are inert: nothing in them loads or runs.
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const meta of Array.from(document.querySelectorAll('meta[http-equiv]'))) {
    if (meta.getAttribute('http-equiv')?.toLowerCase() !== 'refresh') continue;
    const match = /url\s*=\s*['"]?([^'"]+)['"]?/i.exec(meta.getAttribute('content') ?? '');
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}
