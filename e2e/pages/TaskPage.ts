import type { Page } from 'playwright-core';

/** A task's page, 'Run of {template}': its status, steps, buttons and output links. */
export class TaskPage {
  constructor(private readonly page: Page) {}

  async open(appUrl: string, taskId: string) {
    await this.page.goto(`${appUrl}/create/tasks/${taskId}`);
    await this.heading().waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Waits for the page of a run of the template with this title, e.g. after 'Create'. */
  async waitForRun(templateTitle: string) {
    await this.page.getByRole('heading', { level: 1, name: `Run of ${templateTitle}` }).waitFor();
  }

  /** The task's id, as the page's address holds it. */
  taskId(): string {
    return new URL(this.page.url()).pathname.split('/').pop() ?? '';
  }

  steps() {
    return this.page.getByRole('navigation', { name: 'Steps' });
  }

  /** Each step's name and status, in template order: `Publish: Completed`. */
  async stepStatuses(): Promise<string[]> {
    const items = await this.steps().getByRole('button').all();
    return Promise.all(
      items.map(async item => {
        const [name = '', status = ''] = (await item.innerText()).split('\n');
        return `${name}: ${status}`;
      }),
    );
  }

  /** The run's status as the header shows it. */
  status() {
    return this.page.locator('header').getByText(/^(Open|Processing|Completed|Failed|Cancelled)$/);
  }

  button(name: 'Cancel' | 'Retry' | 'Start Over' | 'Show Logs' | 'Hide Logs') {
    return this.page.getByRole('button', { name, exact: true });
  }

  outputLinks() {
    return this.page.getByRole('list', { name: 'Output links' }).getByRole('link');
  }
}
