import {
  KUBERNETES_DOCS_LINKS,
  proposeFixForReadinessProbe,
  proposeFixForTermination,
  proposeFixForWaiting,
  type ProposedFix,
} from '@atrium/plugin-kubernetes/shared';
import { startFakeKubernetes, type FakeKubernetes } from '@atrium/plugin-kubernetes/testing';
import type { Locator } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { KubernetesTab } from './pages/KubernetesTab';
import { describeInChromium } from './support/describeInChromium';
import { expectReadable } from './support/expectReadable';
import { artifactPath } from './support/launchChromium';

let fake: FakeKubernetes | undefined;

afterAll(async () => {
  await fake?.stop();
});

const RIDES_POD = 'rides-service-7d9f8c6b5d-2xk8p';

/** The root cause and the actions of a fix, as the Help dialog shows them. */
async function expectFixShown(dialog: Locator, fix: ProposedFix) {
  expect(await dialog.getByText(fix.rootCauseExplanation, { exact: true }).count()).toBe(1);
  // The actions are the dialog's first list; a list of events may follow it.
  expect(await dialog.getByRole('list').first().getByRole('listitem').allInnerTexts()).toEqual(
    fix.actions,
  );
}

describeInChromium(
  'Kubernetes tab',
  {
    portal: async () => {
      fake = await startFakeKubernetes();
      return {
        kubernetes: {
          serviceLocatorMethod: { type: 'multiTenant' },
          // The terminal is offered because there is one cluster, on a service account (spec 000 §5).
          frontend: { podExecTerminal: { enabled: true } },
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
    async function openTab(component: string, colorScheme: 'light' | 'dark' = 'light') {
      const page = await suite.browser.context.newPage();
      await page.emulateMedia({ colorScheme });
      const tab = new KubernetesTab(page);
      await tab.open(suite.portal.appUrl, { kind: 'component', name: component });
      return { page, tab };
    }

    it("shows a component's cluster and a pod's drawer", async () => {
      const { page, tab } = await openTab('rides-service');

      await expect
        .poll(() => tab.cluster('demo').getByLabel('Pods', { exact: true }).first().innerText())
        .toBe('3 pods');
      const drawer = await tab.openPod(RIDES_POD);
      await drawer.waitFor();
      expect(await drawer.getByRole('link', { name: 'Open Kubernetes Dashboard' }).count()).toBe(1);

      expect(await drawer.getByText('Pod IP: 10.42.3.17').count()).toBe(1);
      await drawer.getByRole('button', { name: 'YAML' }).click();
      await expect
        .poll(() => drawer.getByLabel('YAML', { exact: true }).innerText())
        .toContain(`name: ${RIDES_POD}`);
      await page.screenshot({ path: artifactPath('kubernetes-pod-drawer.png') });
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.close();
    });

    it("shows a container's log as the cluster serves it", async () => {
      const log = 'INFO  starting rides-service\nWARN  slow query on rides_active took 812ms\n';
      fake!.addLogs([
        { namespace: 'rides', pod: RIDES_POD, container: 'rides-service', text: log },
      ]);
      const { page, tab } = await openTab('rides-service');
      await (await tab.openPod(RIDES_POD)).waitFor();

      const dialog = await tab.openContainerDialog(RIDES_POD, 'rides-service', 'Logs');
      await expect.poll(() => dialog.getByLabel('Logs', { exact: true }).textContent()).toBe(log);
      const logRequest = fake!.requests.findLast(request => request.path.includes('/log'));
      expect(logRequest?.path).toBe(
        `/api/v1/namespaces/rides/pods/${RIDES_POD}/log?container=rides-service`,
      );
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.close();
    });

    it('runs a command in a container through the terminal', async () => {
      const { page, tab } = await openTab('rides-service');
      await (await tab.openPod(RIDES_POD)).waitFor();

      const terminal = await tab.openContainerDialog(RIDES_POD, 'rides-service', 'Terminal');
      // The cluster's shell greets with its prompt once the socket is joined through the portal.
      await expect.poll(() => tab.terminalLines(terminal)).toEqual(['$']);
      await tab.typeInTerminal(terminal, 'echo hello-atrium');
      await expect
        .poll(() => tab.terminalLines(terminal))
        .toEqual(['$ echo hello-atrium', 'hello-atrium', '$']);

      const exec = fake!.requests.findLast(request => request.path.includes('/exec'));
      const query = new URL(exec!.path, fake!.url).searchParams;
      expect(query.get('container')).toBe('rides-service');
      expect(query.getAll('command')).toEqual(['/bin/sh']);
      // The cluster gets its own token; the user's, sent as a subprotocol, stops at the portal.
      expect(exec!.headers.authorization).toBe(`Bearer ${fake!.token}`);
      expect(exec!.headers['sec-websocket-protocol']).toBe('channel.k8s.io');
      await terminal.getByRole('button', { name: 'Close' }).click();
      await terminal.waitFor({ state: 'detached' });
      await page.close();
    });

    it("explains a crash loop and shows the previous run's log", async () => {
      const { page, tab } = await openTab('pricing-engine');

      // An autoscaler at its maximum is reported, but has no hint to offer.
      const atMax = tab.errorRow('is equal to the configured max number of replicas (4)');
      expect(await atMax.count()).toBe(1);
      expect(await atMax.getByRole('button', { name: 'Help' }).count()).toBe(0);

      const pod = 'pricing-engine-6c8f9d7b4-crash';
      const dialog = await tab.openHelp(
        `back-off 5m0s restarting failed container=engine pod=${pod}`,
        { object: pod, errorType: 'CrashLoopBackOff' },
      );
      await expectFixShown(
        dialog,
        proposeFixForWaiting('CrashLoopBackOff', { podName: pod, container: 'engine' })!,
      );
      await expect
        .poll(() => dialog.getByLabel('Logs', { exact: true }).innerText())
        .toContain('FATAL exiting code=1');
      expect(fake!.requests.findLast(request => request.path.includes('/log'))?.path).toBe(
        `/api/v1/namespaces/billing/pods/${pod}/log?container=engine&previous=true`,
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.close();
    });

    it.each([
      {
        reason: 'OOMKilled',
        entity: 'pricing-engine',
        object: 'pricing-engine-6c8f9d7b4-oomkd',
        message: 'container=engine restarted 12 times',
        fix: proposeFixForTermination('OOMKilled', { podName: '', container: 'engine' })!,
        docs: KUBERNETES_DOCS_LINKS.memory,
      },
      {
        reason: 'ImagePullBackOff',
        entity: 'wallet-service',
        object: 'wallet-service-58b7d9c6f4-7hjkl',
        message: 'Back-off pulling image',
        fix: proposeFixForWaiting('ImagePullBackOff', { podName: '', container: 'wallet' })!,
        docs: KUBERNETES_DOCS_LINKS.images,
      },
    ])('links the docs that explain $reason', async ({ entity, object, message, fix, docs }) => {
      const { page, tab } = await openTab(entity);

      const dialog = await tab.openHelp(message, { object, errorType: fix.errorType });
      await expectFixShown(dialog, fix);
      expect(await dialog.getByRole('link', { name: 'Open docs' }).getAttribute('href')).toBe(docs);
      await page.close();
    });

    it("shows a failing readiness probe's events", async () => {
      const { page, tab } = await openTab('maintenance-service');

      const pod = 'maintenance-service-8f6d7c5b9-zr5vd';
      const dialog = await tab.openHelp('failed to start properly, but is not crashing', {
        object: pod,
        errorType: 'ReadinessProbeFailed',
      });
      await expectFixShown(dialog, proposeFixForReadinessProbe(pod));
      await expect
        .poll(() => dialog.getByRole('list', { name: 'Events' }).innerText())
        .toContain('Unhealthy: Readiness probe failed: HTTP probe failed with statuscode: 503');
      await page.close();
    });

    it('keeps the tab and the pod drawer readable in dark mode', async () => {
      const { page, tab } = await openTab('pricing-engine', 'dark');
      const cluster = tab.cluster('demo');
      await cluster.getByRole('table', { name: 'Pods' }).first().waitFor();
      await page.screenshot({ path: artifactPath('kubernetes-tab-dark.png'), fullPage: true });
      await expectReadable([
        page.getByRole('heading', { name: 'Error Reporting' }),
        tab.errorReporting().getByRole('columnheader').first(),
        tab.errorReporting().getByRole('cell').first(),
        tab.errorReporting().getByRole('button', { name: 'Help' }).first(),
        cluster.getByRole('heading', { name: 'demo' }),
        cluster.getByText('Cluster', { exact: true }),
        cluster.getByLabel('Pods', { exact: true }).first(),
        cluster.getByLabel('Pods with errors', { exact: true }),
        cluster.getByRole('table', { name: 'Deployments' }).getByRole('cell').first(),
        cluster.getByRole('table', { name: 'Pods' }).first().getByRole('cell').first(),
      ]);

      const pod = 'pricing-engine-6c8f9d7b4-crash';
      const drawer = await tab.openPod(pod);
      const container = drawer.getByRole('region', { name: 'Container engine' });
      await drawer.getByRole('list', { name: 'Events' }).waitFor();
      await page.screenshot({ path: artifactPath('kubernetes-pod-drawer-dark.png') });
      await expectReadable([
        drawer.getByRole('heading', { name: pod }),
        drawer.getByText('Pod in billing', { exact: true }),
        drawer.getByRole('link', { name: 'Open Kubernetes Dashboard' }),
        drawer.getByText('Pod IP: ', { exact: false }),
        container.getByRole('heading', { name: 'engine' }),
        container.getByText('registry.atrium.example/billing/pricing-engine:3.8.2'),
        container.getByRole('definition').first(),
        container.getByRole('button', { name: 'Logs' }),
        drawer.getByRole('region', { name: 'Errors' }).getByRole('listitem').first(),
        drawer.getByRole('list', { name: 'Events' }).getByRole('listitem').first(),
      ]);
      await page.close();
    });
  },
);
