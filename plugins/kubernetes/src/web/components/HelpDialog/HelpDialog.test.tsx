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
});
