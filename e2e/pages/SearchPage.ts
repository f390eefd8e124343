import type { Page } from 'playwright-core';

/** The search page and the search modal as a person sees them: the box, tabs, filters, results. */
export class SearchPage {
  constructor(private readonly page: Page) {}

  async open(appUrl: string, query = '') {
    await this.page.goto(`${appUrl}/search${query}`);
    await this.page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
  }

  searchBox() {
    return this.page.getByRole('main').getByRole('searchbox', { name: 'Search' });
  }

  tab(name: 'All' | 'Software Catalog' | 'Documentation') {
    return this.page.getByRole('tablist', { name: 'Result types' }).getByRole('tab', { name });
  }

  kindFilter(kind: string) {
    return this.page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: kind, exact: true });
  }

  results() {
    return this.page.getByRole('main').getByRole('list', { name: 'Search results' });
  }

  /** The result titles shown once the list has settled (no request in flight). */
  async resultTitles(): Promise<string[]> {
    await this.page
      .getByRole('progressbar', { name: 'Loading search results' })
      .waitFor({ state: 'detached' });
    return this.results().getByRole('listitem').getByRole('link').allInnerTexts();
  }

  /** The words the engine matched, as marked in the results. */
  highlights() {
    return this.results().locator('mark');
  }

  noResults() {
    return this.page.getByText('Sorry, no results were found', { exact: true });
  }

  modal() {
    return this.page.getByRole('dialog', { name: 'Search' });
  }

  modalBox() {
    return this.modal().getByRole('combobox');
  }

  modalOptions() {
    return this.modal().getByRole('listbox', { name: 'Search results' }).getByRole('option');
  }
}
