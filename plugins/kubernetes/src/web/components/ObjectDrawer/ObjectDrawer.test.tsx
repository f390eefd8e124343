import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_LINK_ERROR, OPEN_DASHBOARD_LINK } from '../../../shared/messages';
import { annotated, billingCluster } from '../../testing/fixtures';
import { createKubernetesBackend, renderKubernetesTab } from '../../testing/renderKubernetesTab';

async function openDeployment(items = [billingCluster()]) {
  const backend = createKubernetesBackend({ items });
  renderKubernetesTab(annotated, { fetch: backend.fetch });
  const deployments = await screen.findByRole('table', { name: 'Deployments' });
  const row = within(deployments).getByRole('row', { name: /billing default 1\/2 ready/ });
  return { row, user: userEvent.setup() };
}

describe('object drawer', () => {
  it('opens from a row by keyboard, toggles to YAML and closes with Escape', async () => {
    const { row, user } = await openDeployment();

    row.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Deployment billing' });
    expect(within(drawer).queryByLabelText('YAML')).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'YAML' }));
    expect(within(drawer).getByLabelText('YAML').textContent).toContain('readyReplicas: 1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('links to the object in the cluster dashboard', async () => {
    const { row, user } = await openDeployment();

    await user.click(row);
    const drawer = await screen.findByRole('dialog', { name: 'Deployment billing' });
    const link = within(drawer).getByRole('link', { name: OPEN_DASHBOARD_LINK });
    expect(link.getAttribute('href')).toContain('https://dashboard.example/');
    expect(link.getAttribute('href')).toContain('billing');
  });

  it('says so when the dashboard link cannot be formatted', async () => {
    const cluster = billingCluster();
    const broken = { ...cluster, cluster: { ...cluster.cluster, dashboardApp: 'nonesuch' } };
    const { row, user } = await openDeployment([broken]);

    await user.click(row);
    const drawer = await screen.findByRole('dialog', { name: 'Deployment billing' });
    expect(within(drawer).getByText(DASHBOARD_LINK_ERROR)).toBeDefined();
    expect(within(drawer).queryByRole('link', { name: OPEN_DASHBOARD_LINK })).toBeNull();
  });
});
