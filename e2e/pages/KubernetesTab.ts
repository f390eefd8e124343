import type { Locator, Page } from 'playwright-core';

/** The entity page's Kubernetes tab: its clusters, object drawers and container dialogs. */
export class KubernetesTab {
  constructor(private readonly page: Page) {}

  async open(appUrl: string, ref: { kind: string; namespace?: string; name: string }) {
    const entityPath = `${ref.namespace ?? 'default'}/${ref.kind}/${ref.name}`;
    await this.page.goto(`${appUrl}/catalog/${entityPath}/kubernetes`);
    await this.page.getByRole('heading', { name: 'Your Clusters' }).waitFor();
  }

  cluster(name: string) {
    return this.page.getByRole('region', { name: `Cluster ${name}` });
  }

  section(name: string) {
    return this.page.getByRole('table', { name });
  }

  drawer(kind: string, name: string) {
    return this.page.getByRole('dialog', { name: `${kind} ${name}` });
  }

  async openPod(name: string) {
    await this.page.getByRole('table', { name: 'Pods' }).getByRole('row', { name }).click();
    return this.drawer('Pod', name);
  }

  /** The Logs or Terminal dialog of one of the pod's containers, opened from its card. */
  async openContainerDialog(pod: string, container: string, dialog: 'Logs' | 'Terminal') {
    await this.drawer('Pod', pod)
      .getByRole('region', { name: `Container ${container}` })
      .getByRole('button', { name: dialog })
      .click();
    const opened = this.page.getByRole('dialog', { name: `${dialog} of ${pod} — ${container}` });
    await opened.waitFor();
    return opened;
  }

  /** The text xterm renders on screen, one line per row, trailing blanks dropped. */
  async terminalLines(terminal: Locator): Promise<string[]> {
    const rows = await terminal.locator('.xterm-rows > div').allInnerTexts();
    return rows.map(row => row.replace(/\s+$/, '')).filter(row => row !== '');
  }

  /** Keystrokes go to xterm's own input, which has the focus once the terminal opened. */
  async typeInTerminal(terminal: Locator, text: string) {
    await terminal.locator('.xterm-helper-textarea').focus();
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Enter');
  }

  errorReporting() {
    return this.page.getByRole('table', { name: 'Error Reporting' });
  }

  /** A row of the error-reporting table, found by the detected error's message. */
  errorRow(message: string) {
    return this.errorReporting().getByRole('row').filter({ hasText: message });
  }

  /** Opens the 'Help' dialog of a detected error, titled after its object and error type. */
  async openHelp(message: string, title: { object: string; errorType: string }) {
    await this.errorRow(message).getByRole('button', { name: 'Help' }).click();
    const dialog = this.page.getByRole('dialog', { name: `${title.object} — ${title.errorType}` });
    await dialog.waitFor();
    return dialog;
  }
}
