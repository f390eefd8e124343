import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { clip, createTextCollector, textOfPieces, type TextCollector } from './htmlToText';
import { scanHtml } from './scanHtml';
import { SITE_SEARCH_LIMITS, type SitePage, type SitePageSection } from './SitePage';

const SECTION_HEADINGS = new Set(['h2', 'h3']);
const TITLE_CHARS = 200;
/** Pieces read between turns of the event loop: a few milliseconds of work. */
const PIECES_PER_TURN = 20_000;

interface OpenSection {
  id: string;
  heading: TextCollector;
  body: TextCollector;
}

/**
 * A built page's text and its sections (each `h2`/`h3` with an id, up to the next such
 * heading). Only the article is read when there is one, so navigation, headers and footers of
 * the theme are not indexed; the title is the first `h1`, else the `<title>` without the site's
 * name. The page is read lazily, giving the event loop a turn now and then, and reading stops
 * once every bound is reached.
 */
export async function pageFromHtml(html: string, path: string): Promise<SitePage> {
  const { textChars, sectionsPerPage } = SITE_SEARCH_LIMITS;
  const page = createTextCollector(textChars);
  const h1 = createTextCollector(TITLE_CHARS);
  const sections: SitePageSection[] = [];
  let current: OpenSection | undefined;
  let open: string | undefined;
  let inArticle = !/<article[\s>]/i.test(html);
  let articleDepth = 0;
  let h1State: 'before' | 'inside' | 'done' = 'before';
  let count = 0;

  const close = () => {
    if (current && sections.length < sectionsPerPage) {
      const { id, heading, body } = current;
      sections.push({ id, title: heading.text(), text: body.text() });
    }
    current = undefined;
  };

  for (const piece of scanHtml(html)) {
    if (++count % PIECES_PER_TURN === 0) await yieldToEventLoop();
    if (piece.type !== 'text' && piece.name === 'article') {
      // A stray closing tag before the article opens is ignored.
      articleDepth = Math.max(0, articleDepth + (piece.type === 'open' ? 1 : -1));
      if (piece.type === 'open' && articleDepth === 1) inArticle = true;
      if (articleDepth === 0 && inArticle) break;
      continue;
    }
    if (!inArticle) continue;
    if (piece.type !== 'text' && piece.name === 'h1' && h1State !== 'done') {
      h1State = piece.type === 'open' ? 'inside' : 'done';
    } else if (h1State === 'inside') {
      h1.add(piece);
    }
    if (piece.type === 'open' && SECTION_HEADINGS.has(piece.name) && piece.id) {
      close();
      if (sections.length < sectionsPerPage) {
        const heading = createTextCollector(TITLE_CHARS);
        current = { id: piece.id, heading, body: createTextCollector(textChars) };
        open = piece.name;
      } else if (page.full && h1State !== 'before') {
        break;
      }
    } else if (piece.type === 'close' && piece.name === open) {
      open = undefined;
    } else if (current) {
      (open ? current.heading : current.body).add(piece);
    }
    page.add(piece);
  }
  close();
  const title = h1.text() || documentTitle(html) || path || 'Home';
  return { path, title, text: page.text(), sections };
}

/** `<title>Page - Site</title>` → `Page`, as built pages name themselves. */
function documentTitle(html: string): string | undefined {
  const start = html.search(/<title[\s>]/i);
  if (start < 0) return undefined;
  const open = html.indexOf('>', start);
  const end = html
    .slice(open, open + 2_000)
    .toLowerCase()
    .indexOf('</title');
  if (open < 0 || end < 0) return undefined;
  const text = textOfPieces(scanHtml(html.slice(open + 1, open + end)), TITLE_CHARS);
  return clip(text.replace(/ - [^-]*$/, ''), TITLE_CHARS) || undefined;
}
