import { htmlToText } from './htmlToText';
import { SITE_SEARCH_LIMITS, type SitePage } from './SitePage';

/**
 * The pages of a site's `search/search_index.json` (MkDocs' layout: each page's entry, then one
 * per section with `#anchor` in its location). Text may be HTML (Material's search plugin keeps
 * markup), so titles and text are read as HTML either way. Entries that are not objects with
 * string fields are skipped; undefined when the file is no index at all.
 */
export function pagesFromSearchIndex(index: unknown): SitePage[] | undefined {
  const docs = isRecord(index) ? index.docs : undefined;
  if (!Array.isArray(docs)) return undefined;
  const limit = SITE_SEARCH_LIMITS.textChars;
  const pages = new Map<string, SitePage>();
  for (const entry of docs) {
    if (!isRecord(entry) || typeof entry.location !== 'string') continue;
    const title = typeof entry.title === 'string' ? htmlToText(entry.title, 200) : '';
    const text = typeof entry.text === 'string' ? htmlToText(entry.text, limit) : '';
    const hash = entry.location.indexOf('#');
    const path = pagePath(hash < 0 ? entry.location : entry.location.slice(0, hash));
    if (path === undefined) continue;
    let page = pages.get(path);
    if (!page) {
      if (pages.size >= SITE_SEARCH_LIMITS.pagesPerSite) continue;
      page = { path, title: title || path || 'Home', text: '', sections: [] };
      pages.set(path, page);
    }
    const id = hash < 0 ? '' : entry.location.slice(hash + 1);
    if (!id) {
      page.title = title || page.title;
      page.text = text;
    } else if (
      page.sections.length < SITE_SEARCH_LIMITS.sectionsPerPage &&
      title !== page.title &&
      !page.sections.some(section => section.id === id)
    ) {
      // A section titled as its page is the page's own heading: its text is the page's start.
      page.sections.push({ id, title, text });
    }
  }
  return [...pages.values()];
}

/** A location's page path, normalised; undefined for one that leaves the site or is absolute. */
function pagePath(location: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/|\\/i.test(location)) return undefined;
  const segments = location.split('/').filter(segment => segment !== '' && segment !== '.');
  if (segments.includes('..')) return undefined;
  const path = segments.join('/');
  return path === '' || path.endsWith('.html') ? path : `${path}/`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
