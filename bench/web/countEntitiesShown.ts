import type { Page } from 'playwright-core';

/**
 * The entities a page shows: every entity its main content links to (a catalog row's name, the
 * owner and system it names; an entity page's relations), each counted once, plus the entity of
 * an entity page itself. A linked entity is shown by its title, which the browser has to receive.
 */
export async function countEntitiesShown(page: Page, ownEntityPath?: string): Promise<number> {
  const refs = (await page.evaluate(`(() => {
    const refs = new Set();
    for (const link of document.querySelectorAll('main a[href*="/catalog/"]')) {
      const match = /\\/catalog\\/([^/?#]+)\\/([^/?#]+)\\/([^/?#]+)/.exec(link.pathname);
      if (match) refs.add(match.slice(1).join('/').toLowerCase());
    }
    return [...refs];
  })()`)) as string[];
  const own = ownEntityPath
    ?.match(/\/catalog\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)/)
    ?.slice(1)
    .join('/')
    .toLowerCase();
  return refs.length + (own && !refs.includes(own) ? 1 : 0);
}
