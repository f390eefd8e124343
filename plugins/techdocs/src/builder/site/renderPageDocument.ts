import { PAGE_CLASSES as C } from '../../shared';
import { escapeHtml } from '../markdown/escapeHtml';

export interface PageDocument {
  siteName: string;
  siteDescription: string;
  pageTitle: string;
  /** The primary nav's `<ul>` (renderPrimaryNav). */
  navHtml: string;
  /** The table of contents' `<ul>` (renderToc), empty when the page has no headings. */
  tocHtml: string;
  bodyHtml: string;
  /** True when the body starts without a level-1 heading, so the page title is shown instead. */
  addTitleHeading: boolean;
  repoUrl?: string;
  editUrl?: string;
}

/**
 * A built page in the structure of `shared/pageFormat.ts`. The edit link is both a `<meta>` for
 * the reader's add-ons and Material's "Edit this page" button, which readers of sites built
 * elsewhere look for.
 */
export function renderPageDocument(page: PageDocument): string {
  const e = escapeHtml;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${e(page.pageTitle)} - ${e(page.siteName)}</title>`,
    page.siteDescription && `<meta name="description" content="${e(page.siteDescription)}">`,
    page.repoUrl && `<meta name="atrium:repo-url" content="${e(page.repoUrl)}">`,
    page.editUrl && `<meta name="atrium:edit-url" content="${e(page.editUrl)}">`,
  ];
  const editButton = page.editUrl
    ? `<a class="md-content__button md-icon" href="${e(page.editUrl)}" title="Edit this page">Edit</a>`
    : '';
  const title = page.addTitleHeading ? `<h1>${e(page.pageTitle)}</h1>\n` : '';
  return `<!doctype html>
<html lang="en"><head>${head.filter(Boolean).join('')}</head><body><div class="${C.container}">
<nav class="md-nav ${C.primaryNav}" aria-label="${e(page.siteName)}">${page.navHtml}</nav>
<nav class="md-nav ${C.toc}" aria-label="Table of contents">${page.tocHtml}</nav>
<div class="${C.content}"><article class="${C.article} ${C.typeset}">${editButton}${title}${page.bodyHtml}</article></div>
</div></body></html>
`;
}
