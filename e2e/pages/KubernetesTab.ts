import type { Page } from 'playwright-core';

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
}
