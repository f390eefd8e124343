import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClusterObjects } from '../../../shared/contract';
import { annotated, billingCluster, pod } from '../../testing/fixtures';
import { createKubernetesBackend, renderKubernetesTab } from '../../testing/renderKubernetesTab';

const LOG_PATH = '/api/kubernetes/proxy/api/v1/namespaces/default/pods/billing-def/log';

/** A cluster whose only pod cannot pull its image: a fix with a docs link. */
function imagePullCluster(): ClusterObjects {
  const failing = pod('billing-img', 'billing-7f9', 'crashing');
  const status = failing.status as { containerStatuses: Array<Record<string, unknown>> };
  status.containerStatuses = [
    {
      name: 'app',
      ready: false,
      restartCount: 0,
      state: { waiting: { reason: 'ImagePullBackOff', message: 'image not found' } },
    },
  ];
  return { ...billingCluster(), resources: [{ type: 'pods', resources: [failing] }] };
}

/** A cluster whose only pod runs but never passes its readiness probe: a fix with its events. */
function unreadyCluster(): ClusterObjects {
  const unready = pod('billing-unready', 'billing-7f9');
  const spec = unready.spec as { containers: Array<Record<string, unknown>> };
  spec.containers[0]!.readinessProbe = { periodSeconds: 10, failureThreshold: 3 };
  const status = unready.status as { containerStatuses: Array<Record<string, unknown>> };
  status.containerStatuses = [
    {
      name: 'app',
      ready: false,
      restartCount: 0,
      state: { running: { startedAt: '2020-01-01T00:00:00Z' } },
    },
  ];
  return { ...billingCluster(), resources: [{ type: 'pods', resources: [unready] }] };
}

async function openHelp(items: ClusterObjects[], routes = {}) {
  const backend = createKubernetesBackend({ items, routes });
  renderKubernetesTab(annotated, { fetch: backend.fetch });
  const table = await screen.findByRole('table', { name: 'Error Reporting' });
  const user = userEvent.setup();
  await user.click(within(table).getAllByRole('button', { name: 'Help' })[0]!);
  return { backend, user, dialog: await screen.findByRole('dialog') };
}

describe('help dialog', () => {
  it('explains a crashing container and shows the logs of its previous run', async () => {
    const { backend, dialog, user } = await openHelp([billingCluster()], {
      [`GET ${LOG_PATH}`]: () => new Response('panic: missing DATABASE_URL\n'),
    });

    expect(within(dialog).getByRole('heading', { name: 'Root cause' })).toBeDefined();
    expect(within(dialog).getByText(/starts and then exits, again and again/)).toBeDefined();
    expect(within(dialog).getByRole('heading', { name: 'Actions' })).toBeDefined();
    expect((await within(dialog).findByLabelText('Logs')).textContent).toContain(
      'panic: missing DATABASE_URL',
    );
    const [request] = backend.requestsTo('GET', LOG_PATH);
    expect(request?.url.searchParams.get('previous')).toBe('true');
    expect(request?.url.searchParams.get('container')).toBe('app');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('links to the documentation when the fix is in the docs', async () => {
    const { dialog } = await openHelp([imagePullCluster()]);

    expect(within(dialog).getByText(/could not pull the image/)).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Open docs' }).getAttribute('href')).toBe(
      'https://kubernetes.io/docs/concepts/containers/images/',
    );
  });

  it("shows the pod's events when they tell the cause", async () => {
    const { backend, dialog } = await openHelp([unreadyCluster()], {
      'GET /api/kubernetes/proxy/api/v1/namespaces/default/events': () => ({
        items: [
          {
            type: 'Warning',
            reason: 'Unhealthy',
            message: 'Readiness probe failed: HTTP probe failed with statuscode: 503',
            metadata: { name: 'billing-unready.1' },
          },
        ],
      }),
    });

    expect(
      await within(dialog).findByText(/Readiness probe failed: HTTP probe failed/),
    ).toBeDefined();
    const [request] = backend.requestsTo(
      'GET',
      '/api/kubernetes/proxy/api/v1/namespaces/default/events',
    );
    expect(request?.url.searchParams.get('fieldSelector')).toBe(
      'involvedObject.name=billing-unready',
    );
  });
});
