import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClusterObjects, KubernetesObject } from '../../../shared/contract';
import { annotated } from '../../testing/fixtures';
import { createKubernetesBackend, renderKubernetesTab } from '../../testing/renderKubernetesTab';

function rollout(status: Record<string, unknown>): KubernetesObject {
  return {
    apiVersion: 'argoproj.io/v1alpha1',
    kind: 'Rollout',
    metadata: { name: 'billing-canary', namespace: 'default' },
    spec: {
      strategy: { canary: { steps: [{ setWeight: 20 }, { pause: {} }, { setWeight: 50 }] } },
    },
    status,
  };
}

function cluster(resources: ClusterObjects['resources']): ClusterObjects {
  return { cluster: { name: 'local' }, resources, podMetrics: [], errors: [] };
}

function renderCluster(resources: ClusterObjects['resources']) {
  const backend = createKubernetesBackend({ items: [cluster(resources)] });
  renderKubernetesTab(annotated, { fetch: backend.fetch });
}

describe('cluster sections', () => {
  it('shows a rollout with its canary steps and the current one', async () => {
    renderCluster([
      {
        type: 'customresources',
        resources: [
          rollout({
            currentStepIndex: 1,
            pauseConditions: [{ reason: 'CanaryPauseStep' }],
          }),
        ],
      },
    ]);

    const section = await screen.findByRole('region', { name: 'Custom resources' });
    expect(within(section).getByText('Rollout paused')).toBeDefined();
    const steps = within(section).getByRole('list', { name: 'Canary steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map(item => item.textContent).at(-1)).toBe('Canary promoted');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
  });

  it('shows an aborted rollout without an active step', async () => {
    renderCluster([
      {
        type: 'customresources',
        resources: [
          rollout({
            currentStepIndex: 1,
            conditions: [{ type: 'Progressing', status: 'False', reason: 'RolloutAborted' }],
          }),
        ],
      },
    ]);

    const section = await screen.findByRole('region', { name: 'Custom resources' });
    expect(within(section).getByText('Rollout aborted')).toBeDefined();
    const steps = within(section).getByRole('list', { name: 'Canary steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .some(item => item.hasAttribute('aria-current')),
    ).toBe(false);
  });

  it('shows cron jobs with their jobs, each opening its drawer', async () => {
    renderCluster([
      {
        type: 'cronjobs',
        resources: [
          {
            kind: 'CronJob',
            metadata: { name: 'nightly', namespace: 'default' },
            spec: { schedule: '0 0 * * *', suspend: true },
          },
        ],
      },
      {
        type: 'jobs',
        resources: [
          {
            kind: 'Job',
            metadata: {
              name: 'nightly-1',
              namespace: 'default',
              ownerReferences: [{ kind: 'CronJob', name: 'nightly' }],
            },
            status: { conditions: [{ type: 'Failed', status: 'True' }] },
          },
        ],
      },
    ]);

    const section = await screen.findByRole('region', { name: 'Cron jobs' });
    expect(
      within(section).getByRole('row', {
        name: /nightly default Suspended, schedule 0 0 \* \* \*/,
      }),
    ).toBeDefined();
    const jobs = within(section).getByRole('table', { name: 'Jobs of nightly' });
    await userEvent
      .setup()
      .click(within(jobs).getByRole('row', { name: /nightly-1 default Failed/ }));
    expect(await screen.findByRole('dialog', { name: 'Job nightly-1' })).toBeDefined();
  });

  it('lists daemon sets, stateful sets and ingresses in their sections', async () => {
    renderCluster([
      {
        type: 'daemonsets',
        resources: [
          {
            kind: 'DaemonSet',
            metadata: { name: 'agent', namespace: 'default' },
            status: { numberReady: 3, desiredNumberScheduled: 3 },
          },
        ],
      },
      {
        type: 'statefulsets',
        resources: [
          {
            kind: 'StatefulSet',
            metadata: { name: 'db', namespace: 'default' },
            status: { replicas: 1, readyReplicas: 1 },
          },
        ],
      },
      {
        type: 'ingresses',
        resources: [
          {
            kind: 'Ingress',
            metadata: { name: 'web', namespace: 'default' },
            spec: { rules: [{ host: 'billing.example' }] },
          },
        ],
      },
    ]);

    expect(
      within(await screen.findByRole('table', { name: 'Daemon sets' })).getByRole('row', {
        name: /agent default 3\/3 ready/,
      }),
    ).toBeDefined();
    expect(
      within(screen.getByRole('table', { name: 'Stateful sets' })).getByRole('row', {
        name: /db default 1\/1 ready/,
      }),
    ).toBeDefined();
    expect(
      within(screen.getByRole('table', { name: 'Ingresses' })).getByRole('row', {
        name: /web default billing.example/,
      }),
    ).toBeDefined();
  });
});
