import type { Page } from 'playwright-core';

/** The catalog index as a person sees it: the heading, the entity table, its filters and paging. */
export class CatalogPage {
  constructor(private readonly page: Page) {}

  async open(appUrl: string) {
    await this.page.goto(`${appUrl}/catalog`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  table() {
    return this.page.getByRole('table', { name: 'Entities' });
  }

  /** Names in the Name column of the current page. */
  async entityNames(): Promise<string[]> {
    await this.table().getByRole('row').nth(1).waitFor();
    const links = this.table().getByRole('row').locator('td:first-child a');
    return links.allInnerTexts();
  }

  async openEntity(name: string) {
    await this.table().getByRole('link', { name, exact: true }).click();
  }

  async chooseType(type: string) {
    await this.page.getByRole('combobox', { name: 'Type' }).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
  }

  async star(name: string) {
    const row = this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
    await row.getByRole('button', { name: 'Add to favorites' }).click();
    await row.getByRole('button', { name: 'Remove from favorites' }).waitFor();
  }

  async showStarred() {
    await this.page.getByRole('button', { name: /^Starred/ }).click();
  }

  async nextPage() {
    await this.page.getByRole('button', { name: 'Next page' }).click();
  }
}
