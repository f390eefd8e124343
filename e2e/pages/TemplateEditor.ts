import type { Page } from 'playwright-core';

/**
 * The template editor: `/create/edit` to start, then `/create/template` with the file tree, the
 * CodeMirror editor, the live form preview, and a dry run's result in its tabs.
 */
export class TemplateEditor {
  constructor(private readonly page: Page) {}

  /** Starts from the in-memory skeleton 'Create New Template' offers. */
  async createNew(appUrl: string) {
    await this.page.goto(`${appUrl}/create/edit`);
    await this.page.getByRole('heading', { level: 1, name: 'Manage Templates' }).waitFor();
    await this.page.getByRole('button', { name: /^Create New Template/ }).click();
    await this.page.waitForURL(/\/create\/template$/);
    await this.page.getByRole('heading', { level: 1, name: 'Template Editor' }).waitFor();
  }

  files() {
    return this.page.getByRole('list', { name: 'Template files' }).getByRole('button');
  }

  /** The CodeMirror editing area, named after the file it shows. */
  editor(path: string) {
    return this.page.getByRole('textbox', { name: path, exact: true });
  }

  preview() {
    return this.page.getByRole('region', { name: 'Form preview' });
  }

  async dryRun() {
    await this.page.getByRole('button', { name: 'Dry Run', exact: true }).click();
    await this.result().waitFor();
  }

  result() {
    return this.page.getByRole('region', { name: /^Dry-run result/ });
  }

  async showTab(name: 'Files' | 'Log' | 'Output') {
    await this.result().getByRole('tab', { name, exact: true }).click();
    return this.result().getByRole('tabpanel');
  }

  producedFiles() {
    return this.result().getByRole('list', { name: 'Produced files' }).getByRole('button');
  }

  /** A produced file's rendered text, once it is selected in the Files tab. */
  async openProducedFile(path: string) {
    await this.producedFiles().filter({ hasText: path }).click();
    return this.result().getByLabel(`Contents of ${path}`, { exact: true });
  }

  async deleteResult() {
    await this.result().getByRole('button', { name: 'Delete result', exact: true }).click();
  }
}
