import { createHash } from 'node:crypto';
import { editUrlBase, editUrlOf } from './editUrlBase';
import type { SearchablePage } from './buildSearchIndex';
import type { NavItem } from './NavItem';
import { pageOutputPathOf, pageUrlOf } from './pageUrls';
import type { MkDocsConfig } from './readMkDocsConfig';
import { createPrimaryNavRenderer, renderToc } from './renderNav';
import type { RenderedPage } from './renderPages';
import { renderPageDocument } from './renderPageDocument';
import type { SiteOutput } from './writeSiteFiles';

export interface PageOutputs {
  outputs: SiteOutput[];
  /** Each page's URL, title and text, for the search index. */
  pages: SearchablePage[];
}

/**
 * Each page's `index.html`, produced only when written: a page's document is keyed by what it
 * is made of (its Markdown, its title, the nav, the site's settings), so an unchanged key means
 * the file on disk is already right and the page is neither assembled nor written.
 */
export function createPageOutputs(
  config: MkDocsConfig,
  nav: readonly NavItem[],
  rendered: readonly RenderedPage[],
  titleOf: (pagePath: string) => string,
): PageOutputs {
  const editBase = editUrlBase(config);
  const siteKey = JSON.stringify([
    nav,
    config.siteName,
    config.siteDescription,
    config.repoUrl,
    editBase,
  ]);
  let renderNav: ((pagePath: string) => string) | undefined;
  const outputs: SiteOutput[] = [];
  const pages = rendered.map(({ path, key, rendered: page }) => {
    const url = pageUrlOf(path);
    const title = titleOf(path);
    outputs.push({
      path: pageOutputPathOf(url),
      key: createHash('sha256').update(siteKey).update(key).update(title).digest('base64'),
      content: () => {
        renderNav ??= createPrimaryNavRenderer(nav);
        return renderPageDocument({
          siteName: config.siteName,
          siteDescription: config.siteDescription,
          pageTitle: title,
          navHtml: renderNav(path),
          tocHtml: renderToc(page.headings),
          bodyHtml: page.html,
          addTitleHeading: page.h1Title === undefined,
          repoUrl: config.repoUrl,
          editUrl: editUrlOf(editBase, path),
        });
      },
    });
    return { url, title, search: page.search };
  });
  return { outputs, pages };
}
