import type { Locator, Page } from 'playwright-core';

/**
 * An entity's docs as the reader shows them, on `/docs/…` or in the entity page's Docs tab: the
 * sync banners, the site navigation, the article with its add-ons and the table of contents.
 */
export class DocsReader {
  constructor(private readonly page: Page) {}

  /** Opens a page of the docs; `path` is the page path inside the site, `''` for its home. */
  async open(appUrl: string, ref: { kind: string; namespace?: string; name: string }, path = '') {
    const entityPath = `${ref.namespace ?? 'default'}/${ref.kind}/${ref.name}`;
    await this.page.goto(`${appUrl}/docs/${entityPath}/${path}`);
  }

  article() {
    return this.page.locator('article.md-typeset');
  }

  /** The article's first heading, once the page is shown. */
  title() {
    return this.article().getByRole('heading', { level: 1 });
  }

  /** The page's title as the reader reads it, without the heading's permalink sign. */
  async titleText(): Promise<string> {
    return (await this.title().innerText()).replace(/\s*¶$/, '');
  }

  /** The site's navigation, named after the site. */
  navigation(siteName: string) {
    return this.page.getByRole('navigation', { name: siteName });
  }

  tableOfContents() {
    return this.page.getByRole('navigation', { name: 'Table of contents' });
  }

  banner(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  buildLogs() {
    return this.page.getByRole('region', { name: 'Build Details' });
  }

  textSize() {
    return this.page.getByRole('group', { name: 'Text size' });
  }

  /** The article's computed font size in pixels. */
  async articleFontSize(): Promise<number> {
    const size = await this.article()
      .locator('p')
      .first()
      .evaluate(node => getComputedStyle(node).fontSize);
    return Number.parseFloat(size);
  }

  /** Selects all the text of an element of the article, as dragging over it would. */
  async select(element: Locator) {
    await element.evaluate(node => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    });
  }

  reportIssue() {
    return this.page.getByRole('dialog', { name: 'Report an issue' });
  }
}
