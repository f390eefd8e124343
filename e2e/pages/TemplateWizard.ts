import type { Page } from 'playwright-core';

/**
 * A template's wizard: its form steps, filled by keyboard as a person would (Tab from field to
 * field, Enter to go on), the review table and 'Create'.
 */
export class TemplateWizard {
  constructor(private readonly page: Page) {}

  async open(appUrl: string, ref: { namespace?: string; name: string }, title: string) {
    await this.page.goto(`${appUrl}/create/templates/${ref.namespace ?? 'default'}/${ref.name}`);
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  /** The step the stepper marks as current, by its title. */
  activeStep() {
    return this.page.locator('.MuiStepLabel-label.Mui-active');
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: label });
  }

  /** Types into the focused field, after clearing what it holds. */
  async typeHere(text: string) {
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.type(text);
  }

  async tab() {
    await this.page.keyboard.press('Tab');
  }

  /** Picks an entity from an EntityPicker's list: type to filter, then the option by its label. */
  async pickEntity(label: string, search: string, option: string) {
    const input = this.page.getByRole('combobox', { name: label });
    await input.click();
    await this.page.keyboard.type(search);
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async next(label: 'Next' | 'Review') {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  /** The review's rows as label → value. */
  async reviewValues(): Promise<Record<string, string>> {
    const table = this.page.getByRole('table', { name: 'Review' });
    await table.waitFor();
    const rows = await table.getByRole('row').all();
    const entries = await Promise.all(
      rows.map(async row => {
        const label = await row.getByRole('rowheader').innerText();
        const value = await row.getByRole('cell').innerText();
        return [label, value] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async create() {
    await this.page.getByRole('button', { name: 'Create', exact: true }).click();
    await this.page.waitForURL(/\/create\/tasks\/[^/]+$/);
  }
}
