import type { Page } from 'playwright-core';

/** `/docs`: the documents table and the filters beside it. */
export class DocsIndexPage {
  constructor(private readonly page: Page) {}

  async open(appUrl: string) {
    await this.page.goto(`${appUrl}/docs`);
    await this.table().getByRole('row').nth(1).waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  table() {
    return this.page.getByRole('table', { name: 'Documents' });
  }

  /** The names in the Document column: the links of the rows that lead to docs. */
  async documentNames(): Promise<string[]> {
    return this.table().getByRole('row').locator('td a[href*="/docs/"]').allInnerTexts();
  }

  /** The user list option, e.g. `All` or `Owned`, with its count. */
  userList(option: 'Owned' | 'Starred' | 'All') {
    return this.page.getByRole('button', { name: new RegExp(`^${option}`) });
  }

  async chooseOwner(label: string) {
    await this.page.getByRole('combobox', { name: 'Owner' }).fill(label);
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  async chooseTag(tag: string) {
    await this.page.getByRole('combobox', { name: 'Tags' }).click();
    await this.page.getByRole('option', { name: tag, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  async openDocument(name: string) {
    await this.table().getByRole('link', { name, exact: true }).click();
  }
}
