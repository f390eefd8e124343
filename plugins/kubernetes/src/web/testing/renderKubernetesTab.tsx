import type { AuthorizeRequestItem, Entity } from '@atrium/model';
import {
  AlertsProvider,
  EntityProvider,
  type FrontendConfig,
  type OAuthClient,
} from '@atrium/web-core';
import { renderWithApp, testFrontendConfig } from '@atrium/web-core/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClusterObjects, ClusterSummary } from '../../shared/contract';
import { KubernetesTab } from '../components/KubernetesTab/KubernetesTab';
import { errorResponse, jsonResponse } from '@atrium/web-core/testing';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** Answers a JSON value, or a Response as it is (text, errors). */
export type FakeRoute = (request: FakeRequest) => unknown;

export interface KubernetesBackendOptions {
  /** The permissions the user holds; both of the tab's by default. */
  allowed?: string[];
  items?: ClusterObjects[];
  /** What GET /clusters says; the items' clusters on service accounts unless given. */
  clusters?: ClusterSummary[];
  /** Extra routes keyed `METHOD /api/...path` (without the query). */
  routes?: Record<string, FakeRoute>;
}

/** A fake backend speaking the permission and Kubernetes APIs; it records every request. */
export function createKubernetesBackend(options: KubernetesBackendOptions = {}) {
  const allowed = new Set(
    options.allowed ?? ['kubernetes.clusters.read', 'kubernetes.resources.read'],
  );
  const requests: FakeRequest[] = [];
  const routes: Record<string, FakeRoute> = {
    'POST /api/permission/authorize': ({ body }) => ({
      items: (body as { items: AuthorizeRequestItem[] }).items.map(item => ({
        id: item.id,
        result: allowed.has(item.permission.name) ? 'ALLOW' : 'DENY',
      })),
    }),
    'GET /api/kubernetes/clusters': () => ({
      items:
        options.clusters ??
        (options.items ?? []).map(item => ({ ...item.cluster, authProvider: 'serviceAccount' })),
    }),
    'POST /api/kubernetes/resources/workloads/query': () => ({ items: options.items ?? [] }),
    'GET /api/kubernetes/proxy/api/v1/namespaces/default/events': () => ({ items: [] }),
    ...options.routes,
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, headers: new Headers(init?.headers), body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return errorResponse(404, 'NotFoundError', `No route ${method} ${url.pathname}`);
    const answer = await route(request);
    return answer instanceof Response ? answer : jsonResponse(answer);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    requestsTo: (method: string, path: string) =>
      requests.filter(request => request.method === method && request.url.pathname === path),
  };
}

export function renderKubernetesTab(
  entity: Entity,
  options: {
    fetch: typeof fetch;
    config?: FrontendConfig;
    /** The app's sign-in providers, for clusters that take the user's token. */
    authProviders?: ReadonlyMap<string, OAuthClient>;
  },
) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <EntityProvider entity={entity}>
          <KubernetesTab />
        </EntityProvider>
      </AlertsProvider>
    </QueryClientProvider>,
    {
      fetch: options.fetch,
      config: options.config ?? testFrontendConfig,
      authProviders: options.authProviders,
    },
  );
}

// Re-exported so a test imports every fake from one place.
export { errorResponse, jsonResponse };
