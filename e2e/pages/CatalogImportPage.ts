import type { Page } from 'playwright-core';

/**
 * `/catalog-import`: the stepper from a URL to the review (the entities found, or the pull request
 * proposing a catalog file) and the finish with its links.
 */
export class CatalogImportPage {
  constructor(private readonly page: Page) {}

  async open(appUrl: string) {
    await this.page.goto(`${appUrl}/catalog-import`);
    await this.urlField().waitFor();
  }

  /** The step the stepper marks as current, by its label. */
  activeStep() {
    return this.page.locator('.MuiStepLabel-label.Mui-active');
  }

  /** Every step's label, in order. */
  stepLabels() {
    return this.page.locator('.MuiStepLabel-label').allInnerTexts();
  }

  /** The current step's heading: 'Review', 'Create a pull request', 'Finished'. */
  stepHeading(name: string) {
    return this.page.getByRole('heading', { level: 2, name, exact: true });
  }

  urlField() {
    return this.page.getByRole('textbox', { name: 'Repository URL' });
  }

  /** Types the URL, presses Enter, and waits for the next step's heading. */
  async analyze(url: string, nextHeading: 'Review' | 'Create a pull request') {
    await this.urlField().fill(url);
    await this.urlField().press('Enter');
    await this.stepHeading(nextHeading).waitFor();
  }

  /** Each file's entities as the review lists them: `name · Kind · namespace ns`. */
  async reviewedEntities(target: string): Promise<string[]> {
    const items = this.page.getByRole('list', { name: `Entities in ${target}`, exact: true });
    return (await items.getByRole('listitem').allInnerTexts()).map(text =>
      text.split('\n').filter(Boolean).join(' · '),
    );
  }

  button(name: 'Analyze' | 'Import' | 'Refresh' | 'Back' | 'Create PR' | 'Register another') {
    return this.page.getByRole('button', { name, exact: true });
  }

  async importEntities() {
    await this.button('Import').click();
    await this.stepHeading('Finished').waitFor();
  }

  /** The links of the finish step's 'Added entities' list. */
  addedEntities() {
    return this.page.getByRole('list', { name: 'Added entities' }).getByRole('link');
  }

  /** A proposed entity's fields, in the group named after its kind. */
  entityField(label: 'Name' | 'Owner') {
    const role = label === 'Owner' ? 'combobox' : 'textbox';
    return this.page.getByRole('group').getByRole(role, { name: label });
  }

  /** Replaces the owner with one picked from the catalog's Users and Groups as the person types. */
  async pickOwner(search: string, option: string) {
    const field = this.entityField('Owner');
    await field.click();
    await field.press('ControlOrMeta+a');
    await this.page.keyboard.type(search);
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  pullRequestField(label: 'Pull request title' | 'Pull request body') {
    return this.page.getByRole('textbox', { name: label });
  }

  /** The file exactly as it will be committed. */
  preview() {
    return this.page.getByRole('region', { name: 'Preview of catalog-info.yaml' }).locator('pre');
  }

  async createPullRequest() {
    await this.button('Create PR').click();
  }

  /** The finish step's link to the opened pull request (the first link after the heading). */
  pullRequestLink() {
    return this.page
      .getByText('The following Pull Request has been opened:')
      .locator('xpath=following-sibling::*[1]')
      .getByRole('link');
  }

  /** The finish step's line naming the file the catalog now waits for. */
  waitingFor() {
    return this.page.getByText(/^The catalog is waiting for the file at/);
  }

  /** The error panel of a step's failure, e.g. a pull request step that the host refused. */
  failure() {
    return this.page.getByRole('alert').getByRole('region');
  }

  /** The failure's title: the step's text with the host's status and message. */
  async failureTitle(): Promise<string> {
    const id = await this.failure().getAttribute('aria-labelledby');
    return this.page.locator(`[id="${id}"]`).innerText();
  }
}
