import type { Page } from 'playwright-core';

/** An entity page: its header, the 'More' menu, the inspector and the unregister dialog. */
export class EntityPage {
  constructor(private readonly page: Page) {}

  async open(appUrl: string, ref: { kind: string; namespace?: string; name: string }) {
    await this.page.goto(`${appUrl}/catalog/${ref.namespace ?? 'default'}/${ref.kind}/${ref.name}`);
    await this.title().waitFor();
  }

  title() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async chooseFromMenu(item: 'Inspect entity' | 'Unregister entity' | 'Copy entity URL') {
    await this.page.getByRole('button', { name: 'More' }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  inspector() {
    return this.page.getByRole('dialog', { name: 'Entity Inspector' });
  }

  async openInspectorTab(name: 'Overview' | 'Ancestry' | 'Colocated' | 'Raw JSON' | 'Raw YAML') {
    await this.inspector().getByRole('tab', { name }).click();
    await this.inspector().getByRole('tabpanel').waitFor();
  }
}
