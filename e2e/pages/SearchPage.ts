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
    return this.filters().getByRole('checkbox', { name: kind, exact: true });
  }

  /** A native select: choose with `selectOption`, 'All' being no lifecycle. */
  lifecycleFilter() {
    return this.filters().getByRole('combobox', { name: 'Lifecycle' });
  }

  ownerFilter() {
    return this.filters().getByRole('combobox', { name: 'Owner' });
  }

  /** The owners the Owner filter offers for what has been typed into it. */
  ownerOptions() {
    return this.page.getByRole('listbox').getByRole('option');
  }

  /** Picks an owner by keyboard alone: part of its name, the first option left, Enter. */
  async chooseOwner(part: string) {
    await this.ownerFilter().pressSequentially(part);
    await this.ownerOptions().first().waitFor();
    await this.ownerFilter().press('ArrowDown');
    await this.ownerFilter().press('Enter');
  }

  /** Empties the Owner filter by keyboard, which takes the filter off. */
  async clearOwner() {
    await this.ownerFilter().press('ControlOrMeta+a');
    await this.ownerFilter().press('Backspace');
  }

  pageButton(name: 'Previous' | 'Next') {
    return this.page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('button', { name, exact: true });
  }

  private filters() {
    return this.page.getByRole('complementary', { name: 'Filters' });
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
