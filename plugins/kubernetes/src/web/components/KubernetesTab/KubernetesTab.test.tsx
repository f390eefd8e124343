import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MISSING_ANNOTATION_BUTTON,
  NO_RESOURCES_TITLE,
  PERMISSION_REQUIRED_MESSAGE,
  RETRIEVAL_PROBLEM_TITLE,
} from '../../../shared/messages';
import { annotated, billingCluster, componentEntity } from '../../testing/fixtures';
import {
  createKubernetesBackend,
  errorResponse,
  renderKubernetesTab,
} from '../../testing/renderKubernetesTab';

const QUERY = '/api/kubernetes/resources/workloads/query';

describe('Kubernetes tab', () => {
  it('explains the annotations when the entity has neither', async () => {
    const backend = createKubernetesBackend();
    renderKubernetesTab(componentEntity(), { fetch: backend.fetch });

    const docs = await screen.findByRole('link', { name: MISSING_ANNOTATION_BUTTON });
    expect(docs.getAttribute('href')).toMatch(
      /^https:\/\/backstage\.io\/docs\/features\/kubernetes/,
    );
    expect(screen.getByLabelText('YAML example').textContent).toContain(
      'backstage.io/kubernetes-id: billing',
    );
    expect(
      screen.getByText(/the label selector takes precedence over the id annotation/),
    ).toBeDefined();
    expect(backend.requestsTo('POST', QUERY)).toHaveLength(0);
  });

  it('shows the objects of an entity with only a label selector', async () => {
    const backend = createKubernetesBackend({ items: [billingCluster()] });
    renderKubernetesTab(
      componentEntity({ 'backstage.io/kubernetes-label-selector': 'app=billing' }),
      { fetch: backend.fetch },
    );

    expect(await screen.findByRole('heading', { name: 'Your Clusters' })).toBeDefined();
  });

  it.each([['kubernetes.clusters.read'], ['kubernetes.resources.read']])(
    'asks for permission when only %s is granted',
    async granted => {
      const backend = createKubernetesBackend({ allowed: [granted], items: [billingCluster()] });
      renderKubernetesTab(annotated, { fetch: backend.fetch });

      expect(await screen.findByText('Permission required')).toBeDefined();
      expect(screen.getByText(PERMISSION_REQUIRED_MESSAGE)).toBeDefined();
      // The objects may have been asked for while the check ran; none is shown.
      expect(screen.queryByRole('heading', { name: 'Your Clusters' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Cluster local' })).toBeNull();
    },
  );

  it('asks for the entity objects with the auth of its clusters, and shows one panel per cluster', async () => {
    const backend = createKubernetesBackend({
      items: [billingCluster('eu-west'), billingCluster('us-east')],
    });
    renderKubernetesTab(annotated, { fetch: backend.fetch });

    const panel = await screen.findByRole('region', { name: 'Cluster eu-west' });
    expect(screen.getByRole('region', { name: 'Cluster us-east' })).toBeDefined();
    expect(within(panel).getByLabelText('Pods').textContent).toBe('2 pods');
    expect(within(panel).getByLabelText('Pods with errors').textContent).toBe('1 pods with errors');
    expect(backend.requestsTo('POST', QUERY)[0]?.body).toEqual({
      entityRef: 'component:default/billing',
      auth: {},
    });
    // Two clusters: the panels start closed and open on demand.
    const toggle = within(panel).getByRole('button', { expanded: false });
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('table', { name: 'Deployments' })).toBeDefined();
    expect(within(panel).getByRole('table', { name: 'Services' })).toBeDefined();
  });

  it('asks for the objects while the permission check is still out', async () => {
    let answerPermissions: () => void = () => {};
    const permissionsAnswered = new Promise<void>(resolve => (answerPermissions = resolve));
    const backend = createKubernetesBackend({
      items: [billingCluster()],
      routes: {
        'POST /api/permission/authorize': async ({ body }) => {
          await permissionsAnswered;
          return {
            items: (body as { items: Array<{ id: string }> }).items.map(item => ({
              id: item.id,
              result: 'ALLOW',
            })),
          };
        },
      },
    });
    renderKubernetesTab(annotated, { fetch: backend.fetch });

    await vi.waitFor(() => expect(backend.requestsTo('POST', QUERY)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Cluster local' })).toBeNull();
    answerPermissions();
    expect(await screen.findByRole('region', { name: 'Cluster local' })).toBeDefined();
  });

  it('reports the detected errors of every cluster', async () => {
    const backend = createKubernetesBackend({ items: [billingCluster('eu-west')] });
    renderKubernetesTab(annotated, { fetch: backend.fetch });

    const table = await screen.findByRole('table', { name: 'Error Reporting' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(row => row.textContent?.includes('billing-def'))).toBe(true);
    expect(
      within(table).getAllByText(/back-off restarting|restarted 7 times/).length,
    ).toBeGreaterThan(0);
  });

  it('says what each cluster failed to fetch', async () => {
    const failing = {
      ...billingCluster('eu-west'),
      errors: [
        { errorType: 'FETCH_ERROR' as const, message: 'connect ECONNREFUSED' },
        {
          errorType: 'UNAUTHORIZED_ERROR' as const,
          resourcePath: '/apis/apps/v1/deployments',
          statusCode: 401,
        },
      ],
    };
    const backend = createKubernetesBackend({ items: [failing] });
    renderKubernetesTab(annotated, { fetch: backend.fetch });

    expect(await screen.findByText(RETRIEVAL_PROBLEM_TITLE)).toBeDefined();
    expect(
      screen.getByText(
        'Error communicating with Kubernetes: FETCH_ERROR, message: connect ECONNREFUSED',
      ),
    ).toBeDefined();
    expect(
      screen.getByText(
        "Error fetching Kubernetes resource: '/apis/apps/v1/deployments', error: UNAUTHORIZED_ERROR, status code: 401",
      ),
    ).toBeDefined();
  });

  it('says so when no cluster has objects of the entity', async () => {
    const backend = createKubernetesBackend({ items: [] });
    renderKubernetesTab(annotated, { fetch: backend.fetch });

    expect(await screen.findByText(NO_RESOURCES_TITLE)).toBeDefined();
    expect(screen.getByText('No resources on any known clusters for billing')).toBeDefined();
    expect(screen.getByText('No errors detected on any cluster.')).toBeDefined();
  });

  it('shows why the objects could not be loaded', async () => {
    const backend = createKubernetesBackend({
      routes: {
        [`POST ${QUERY}`]: () => errorResponse(503, 'ServiceUnavailableError', 'Try later'),
      },
    });
    renderKubernetesTab(annotated, { fetch: backend.fetch });

    expect(await screen.findByText(/Try later/)).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Your Clusters' })).toBeNull();
  });
});
