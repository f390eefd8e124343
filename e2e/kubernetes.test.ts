import { startFakeKubernetes, type FakeKubernetes } from '@atrium/plugin-kubernetes/testing';
import { afterAll, expect, it } from 'vitest';
import { KubernetesTab } from './pages/KubernetesTab';
import { describeInChromium } from './support/describeInChromium';
import { artifactPath } from './support/launchChromium';

let fake: FakeKubernetes | undefined;

afterAll(async () => {
  await fake?.stop();
});

describeInChromium(
  'Kubernetes tab',
  {
    portal: async () => {
      fake = await startFakeKubernetes();
      return {
        kubernetes: {
          serviceLocatorMethod: { type: 'multiTenant' },
          clusterLocatorMethods: [
            {
              type: 'config',
              clusters: [
                {
                  name: 'demo',
                  url: fake.url,
                  authProvider: 'serviceAccount',
                  serviceAccountToken: fake.token,
                  caData: fake.caDataBase64,
                  dashboardUrl: 'https://dashboard.example',
                },
              ],
            },
          ],
        },
      };
    },
  },
  suite => {
    it("shows a component's cluster and a pod's drawer", async () => {
      const page = await suite.browser.context.newPage();
      const tab = new KubernetesTab(page);
      await tab.open(suite.portal.appUrl, { kind: 'component', name: 'rides-service' });

      await expect
        .poll(() => tab.cluster('demo').getByLabel('Pods', { exact: true }).first().innerText())
        .toBe('3 pods');
      const drawer = await tab.openPod('rides-service-7d9f8c6b5d-2xk8p');
      await drawer.waitFor();
      expect(await drawer.getByRole('link', { name: 'Open Kubernetes Dashboard' }).count()).toBe(1);

      expect(await drawer.getByText('Pod IP: 10.42.3.17').count()).toBe(1);
      await drawer.getByRole('button', { name: 'YAML' }).click();
      await expect
        .poll(() => drawer.getByLabel('YAML', { exact: true }).innerText())
        .toContain('name: rides-service-7d9f8c6b5d-2xk8p');
      await page.screenshot({ path: artifactPath('kubernetes-pod-drawer.png') });
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.close();
    });
  },
);
