import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { TECHDOCS_SEARCH_INDEX_FILE } from '../../shared';
import type { DocsSiteKey, DocsStorage } from '../storage/DocsStorage';
import { pageFromHtml } from './pageFromHtml';
import { pagesFromSearchIndex } from './pagesFromSearchIndex';
import { SITE_SEARCH_LIMITS, type SitePage } from './SitePage';

/**
 * The pages of a stored site, one at a time. The built HTML is read when the metadata lists the
 * pages: it is what readers see, and unlike a search index it still tells scripts and headings
 * apart. A site without that list is read from its search index (MkDocs' layout) when it has a
 * readable one. The event loop gets a turn between pages, so a large site never holds the server
 * for long.
 */
export async function* readSitePages(
  storage: DocsStorage,
  key: DocsSiteKey,
): AsyncGenerator<SitePage> {
  const files = (await storage.readMetadata(key))?.files ?? [];
  const pages = files.filter(file => /(^|\/)index\.html$/.test(file)).sort(byDepth);
  if (pages.length === 0) {
    yield* readIndexPages(storage, key);
    return;
  }
  for (const file of pages.slice(0, SITE_SEARCH_LIMITS.pagesPerSite)) {
    const html = await readBounded(storage, key, file, SITE_SEARCH_LIMITS.pageBytes);
    await yieldToEventLoop();
    if (html) yield await pageFromHtml(html.text, file.slice(0, -'index.html'.length));
  }
}

async function* readIndexPages(storage: DocsStorage, key: DocsSiteKey): AsyncGenerator<SitePage> {
  const { indexBytes } = SITE_SEARCH_LIMITS;
  const index = await readBounded(storage, key, TECHDOCS_SEARCH_INDEX_FILE, indexBytes);
  for (const page of (index?.complete && pagesFromSearchIndex(parseJson(index.text))) || []) {
    yield page;
    await yieldToEventLoop();
  }
}

/** The home page first, then by depth and name: the pages kept when a site has too many. */
function byDepth(a: string, b: string): number {
  const depth = (file: string) => file.split('/').length;
  return depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Up to `maxBytes` of a stored file as text; `complete` says whether that was all of it. */
async function readBounded(
  storage: DocsStorage,
  key: DocsSiteKey,
  file: string,
  maxBytes: number,
): Promise<{ text: string; complete: boolean } | undefined> {
  const stored = await storage.readFile(key, file);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  let bytes = 0;
  let complete = true;
  try {
    for await (const chunk of stored.body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      bytes += buffer.length;
      if (bytes > maxBytes) {
        complete = false;
        break;
      }
    }
  } finally {
    // Leaving the loop early stops the read; make sure the file or connection is released.
    stored.body.destroy();
  }
  return { text: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'), complete };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
