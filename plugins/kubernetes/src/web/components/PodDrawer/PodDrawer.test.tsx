import {
  createApiClient,
  createLoginRequests,
  createOAuthClient,
  type OAuthClient,
} from '@atrium/web-core';
import { testFrontendConfig } from '@atrium/web-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  NO_EVENTS_MESSAGE,
  NO_LOGS_MESSAGE,
  NO_LOGS_TITLE,
  POD_DELETE_ERROR,
} from '../../../shared/messages';
import type { ClusterObjects, ClusterSummary } from '../../../shared/contract';
import { annotated, billingCluster } from '../../testing/fixtures';
import {
  createKubernetesBackend,
  errorResponse,
  renderKubernetesTab,
  type FakeRoute,
} from '../../testing/renderKubernetesTab';

const POD_PATH = '/api/kubernetes/proxy/api/v1/namespaces/default/pods';

async function openPod(
  podName: string,
  options: {
    routes?: Record<string, FakeRoute>;
    podDelete?: boolean;
    cluster?: ClusterObjects;
    clusters?: ClusterSummary[];
    authProviders?: (fetch: typeof globalThis.fetch) => ReadonlyMap<string, OAuthClient>;
  } = {},
) {
  const backend = createKubernetesBackend({
    items: [options.cluster ?? billingCluster()],
    clusters: options.clusters,
    routes: options.routes,
  });
  const config = options.podDelete
    ? { ...testFrontendConfig, kubernetes: { frontend: { podDelete: { enabled: true } } } }
    : testFrontendConfig;
  renderKubernetesTab(annotated, {
    fetch: backend.fetch,
    config,
    authProviders: options.authProviders?.(backend.fetch),
  });
  const pods = await screen.findByRole('table', { name: 'Pods' });
  const user = userEvent.setup();
  await user.click(within(pods).getByRole('row', { name: new RegExp(podName) }));
  const drawer = await screen.findByRole('dialog', { name: `Pod ${podName}` });
  return { backend, drawer, user };
}

describe('pod drawer', () => {
  it('shows the pod IP, its usage against requests and limits, and its events', async () => {
    const { drawer } = await openPod('billing-abc');

    expect(within(drawer).getByText('Pod IP: 10.0.0.7')).toBeDefined();
    const cpu = within(drawer).getByRole('meter', { name: 'CPU: 50% of requests' });
    expect(cpu.getAttribute('aria-valuetext')).toBe('50m of 100m');
    expect(cpu.dataset.level).toBe('ok');
    // 10 % of the limit: a request this far off deserves a look (spec 000 §9).
    expect(within(drawer).getByRole('meter', { name: 'CPU: 10% of limits' }).dataset.level).toBe(
      'warning',
    );
    expect(
      within(drawer)
        .getByRole('meter', { name: 'Memory: 50% of requests' })
        .getAttribute('aria-valuetext'),
    ).toBe('64MiB of 128MiB');
    expect(await within(drawer).findByText(NO_EVENTS_MESSAGE)).toBeDefined();
  });

  it('shows a failing container and the pod errors', async () => {
    const { drawer } = await openPod('billing-def');

    const container = within(drawer).getByRole('region', { name: 'Container app' });
    expect(within(container).getByText('CrashLoopBackOff')).toBeDefined();
    const errors = within(drawer).getByRole('region', { name: 'Errors' });
    expect(within(errors).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('lists the events of the pod from the cluster', async () => {
    const { backend, drawer } = await openPod('billing-abc', {
      routes: {
        'GET /api/kubernetes/proxy/api/v1/namespaces/default/events': () => ({
          items: [
            {
              type: 'Warning',
              reason: 'BackOff',
              message: 'Back-off pulling image',
              count: 3,
              metadata: { name: 'billing-abc.1' },
            },
          ],
        }),
      },
    });

    expect(
      await within(drawer).findByText(/BackOff: Back-off pulling image \(3 times\)/),
    ).toBeDefined();
    const [request] = backend.requestsTo(
      'GET',
      '/api/kubernetes/proxy/api/v1/namespaces/default/events',
    );
    expect(request?.url.searchParams.get('fieldSelector')).toBe('involvedObject.name=billing-abc');
    expect(request?.headers.get('backstage-kubernetes-cluster')).toBe('local');
  });

  it('shows the logs of a container through the proxy', async () => {
    const { backend, drawer, user } = await openPod('billing-abc', {
      routes: {
        [`GET ${POD_PATH}/billing-abc/log`]: () => new Response('listening on :8080\n'),
      },
    });

    await user.click(within(drawer).getByRole('button', { name: 'Logs' }));
    const dialog = await screen.findByRole('dialog', { name: /Logs of billing-abc/ });
    expect((await within(dialog).findByLabelText('Logs')).textContent).toBe('listening on :8080\n');
    const [request] = backend.requestsTo('GET', `${POD_PATH}/billing-abc/log`);
    expect(request?.url.searchParams.get('container')).toBe('app');
    expect(request?.headers.get('backstage-kubernetes-cluster')).toBe('local');

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Logs of billing-abc/ })).toBeNull(),
    );
  });

  it('says so when the container wrote no logs', async () => {
    const { drawer, user } = await openPod('billing-abc', {
      routes: { [`GET ${POD_PATH}/billing-abc/log`]: () => new Response('') },
    });

    await user.click(within(drawer).getByRole('button', { name: 'Logs' }));
    expect(await screen.findByText(NO_LOGS_TITLE)).toBeDefined();
    expect(screen.getByText(NO_LOGS_MESSAGE)).toBeDefined();
  });

  it('offers to delete the pod only when the configuration allows it', async () => {
    const { drawer } = await openPod('billing-abc');

    expect(within(drawer).queryByRole('button', { name: 'Delete pod' })).toBeNull();
  });

  it('deletes the pod through the proxy', async () => {
    const { backend, drawer, user } = await openPod('billing-abc', {
      podDelete: true,
      routes: { [`DELETE ${POD_PATH}/billing-abc`]: () => ({ kind: 'Pod' }) },
    });

    await user.click(within(drawer).getByRole('button', { name: 'Delete pod' }));
    await waitFor(() =>
      expect(backend.requestsTo('DELETE', `${POD_PATH}/billing-abc`)).toHaveLength(1),
    );
    expect(within(drawer).queryByText(POD_DELETE_ERROR)).toBeNull();
  });

  it('says so when the pod cannot be deleted', async () => {
    const { drawer, user } = await openPod('billing-abc', {
      podDelete: true,
      routes: {
        [`DELETE ${POD_PATH}/billing-abc`]: () =>
          errorResponse(403, 'NotAllowedError', 'Missing kubernetes.proxy'),
      },
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await user.click(within(drawer).getByRole('button', { name: 'Delete pod' }));
    expect(await within(drawer).findByText(POD_DELETE_ERROR)).toBeDefined();
    // The full report is in the console, as the message says.
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("carries the user's token for a cluster of an OIDC provider, on the query and the proxy", async () => {
    // The answer's items do not say how a cluster is reached; GET /clusters does.
    const { backend, drawer, user } = await openPod('billing-def', {
      clusters: [{ name: 'local', authProvider: 'oidc', oidcTokenProvider: 'okta' }],
      routes: {
        'GET /api/auth/okta/refresh': () => ({
          providerInfo: { idToken: 'okta-id-token', accessToken: 'okta-access', scope: '' },
          profile: { email: 'ada@example.com' },
        }),
        'GET /api/kubernetes/proxy/api/v1/namespaces/default/pods/billing-def/log': () =>
          new Response('starting\n'),
      },
      authProviders: fetch =>
        new Map([
          [
            'okta',
            createOAuthClient({
              providerId: 'okta',
              title: 'Okta',
              api: createApiClient({ baseUrl: 'http://localhost:7007', fetch }),
              loginRequests: createLoginRequests(),
            }),
          ],
        ]),
    });

    const [query] = backend.requestsTo('POST', '/api/kubernetes/resources/workloads/query');
    expect(query!.body).toMatchObject({ auth: { oidc: { okta: 'okta-id-token' } } });
    const container = within(drawer).getByRole('region', { name: 'Container app' });
    await user.click(within(container).getByRole('button', { name: 'Logs' }));
    await screen.findByText('starting');
    const [logs] = backend.requestsTo('GET', `${POD_PATH}/billing-def/log`);
    expect(logs!.headers.get('backstage-kubernetes-authorization')).toBe('Bearer okta-id-token');
    expect(logs!.headers.get('backstage-kubernetes-cluster')).toBe('local');
  });
});
