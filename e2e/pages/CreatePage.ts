import type { Page } from 'playwright-core';

/** `/create`: the template cards, grouped in sections, each with its 'Choose' button. */
export class CreatePage {
  constructor(private readonly page: Page) {}

  async open(appUrl: string) {
    await this.page.goto(`${appUrl}/create`);
    await this.page.getByRole('heading', { level: 1, name: 'Create a new component' }).waitFor();
  }

  /** A template's card, found by the title it shows. */
  card(title: string) {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  async choose(title: string) {
    await this.card(title)
      .getByRole('link', { name: `Choose ${title}` })
      .click();
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
  }
}
