import type { Entity } from '@atrium/model';
import { StarredEntitiesContext, type StarredEntities } from '@atrium/plugin-user-settings/react';
import { createApiClient, createSessionManager } from '@atrium/web-core';
import { guestSessions } from '@atrium/web-core/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  byRefsRoute,
  createFakeFetch,
  errorResponse,
  type FakeFetch,
} from '../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../testing/renderCatalogRoute';
import { prefetchCatalogIndexPage } from './catalogIndexQueries';
import { CatalogIndexPage } from './CatalogIndexPage';

function component(
  name: string,
  spec: Record<string, string> = {},
  annotations: Record<string, string> = {},
): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: {
      name,
      namespace: 'default',
      description: `${name} does things`,
      tags: ['java'],
      annotations,
    },
    spec: {
      type: 'service',
      lifecycle: 'production',
      owner: 'team-a',
      system: 'payments',
      ...spec,
    },
  };
}

interface BackendOptions {
  /** totalItems of the 'Owned' count. */
  ownedCount?: number;
  /** What by-refs finds, by ref; others are null. */
  byRefs?: Record<string, Entity>;
}

function createBackend({ ownedCount = 3, byRefs = {} }: BackendOptions = {}) {
  return createFakeFetch({
    '/entity-facets': url => {
      if (url.searchParams.get('facet') === 'kind') {
        return {
          facets: {
            kind: [
              { value: 'API', count: 2 },
              { value: 'Component', count: 30 },
              { value: 'Location', count: 1 },
            ],
          },
        };
      }
      const kind = url.searchParams.get('filter');
      return {
        facets: {
          'spec.type':
            kind === 'kind=api'
              ? [{ value: 'grpc', count: 2 }]
              : [
                  { value: 'service', count: 20 },
                  { value: 'website', count: 10 },
                ],
          'spec.lifecycle': [
            { value: 'experimental', count: 5 },
            { value: 'production', count: 25 },
          ],
          'metadata.tags': [{ value: 'java', count: 30 }],
          'metadata.namespace': [
            { value: 'default', count: 29 },
            { value: 'ops', count: 1 },
          ],
        },
      };
    },
    '/entities/by-query': url => {
      if (url.searchParams.get('limit') === '0') {
        const owned = url.searchParams
          .get('filter')
          ?.includes('relations.ownedBy=user:default/guest');
        return { items: [], totalItems: owned ? ownedCount : 21, pageInfo: {} };
      }
      const cursor = url.searchParams.get('cursor');
      if (cursor === 'page-2') {
        return {
          items: [component('zeta')],
          totalItems: 21,
          pageInfo: { prevCursor: 'page-1' },
        };
      }
      return {
        items: [
          component('billing', {}, { 'backstage.io/edit-url': 'https://git.example/billing.yaml' }),
          component('web', { type: 'website' }),
        ],
        totalItems: 21,
        pageInfo: { nextCursor: 'page-2' },
      };
    },
    '/entities/by-refs': byRefsRoute(Object.values(byRefs)),
  });
}

/** The requests of the table's page, not those of the user list counts. */
function listRequests(backend: FakeFetch) {
  return backend
    .requestsTo('/entities/by-query')
    .filter(url => url.searchParams.get('limit') !== '0');
}

function fakeStarred(refs: string[] = []): StarredEntities {
  const starred = new Set(refs);
  return {
    starred,
    isStarred: ref => starred.has(ref.toLowerCase()),
    toggle: vi.fn(async () => {}),
  };
}

/** The first rows, then the filter panel, which renders a frame after them. */
async function pageShown() {
  await screen.findByRole('link', { name: 'billing' });
  await screen.findByRole('searchbox', { name: 'Search' });
}

function renderPage(
  url: string,
  fetch: typeof globalThis.fetch,
  starred: StarredEntities = fakeStarred(),
  queryClient?: QueryClient,
) {
  return renderCatalogRoute(
    <StarredEntitiesContext.Provider value={starred}>
      <CatalogIndexPage />
    </StarredEntitiesContext.Provider>,
    { path: '/catalog', url, fetch, queryClient },
  );
}

function currentLocation() {
  return screen.getByRole('status', { name: 'Current location' }).textContent;
}

describe('CatalogIndexPage', () => {
  it('shows the rows its route prefetched without asking for them again', async () => {
    const backend = createBackend();
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 10_000 } },
    });
    prefetchCatalogIndexPage({
      api: createApiClient({ baseUrl: 'http://localhost:7007', fetch: backend.fetch }),
      queryClient,
      params: {},
      searchParams: new URLSearchParams('kind=component&type=service'),
      sessions: guestSessions(),
    });
    // All and Owned counts and the first page; facets wait for the page to show its rows.
    await waitFor(() => expect(backend.requestsTo('/entities/by-query')).toHaveLength(3));
    expect(backend.requestsTo('/entity-facets')).toHaveLength(0);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    renderPage('/catalog?kind=component&type=service', backend.fetch, fakeStarred(), queryClient);
    await pageShown();

    expect(backend.requestsTo('/entities/by-query')).toHaveLength(3);
    expect(backend.requestsTo('/entity-facets')).toHaveLength(2);
  });

  it('lists the entities of the default kind, sorted by name, with links to their pages', async () => {
    const backend = createBackend();
    renderPage('/catalog', backend.fetch);

    expect(screen.getByRole('heading', { level: 1, name: 'Velora Catalog' })).toBeDefined();
    const link = await screen.findByRole('link', { name: 'billing' });
    expect(link.getAttribute('href')).toBe('/catalog/default/component/billing');
    expect(screen.getAllByRole('link', { name: 'team-a' })[0]?.getAttribute('href')).toBe(
      '/catalog/default/group/team-a',
    );
    for (const title of ['Name', 'System', 'Owner', 'Type', 'Lifecycle', 'Description', 'Tags']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeDefined();
    }
    expect(screen.getByText('21 items')).toBeDefined();

    const request = listRequests(backend)[0];
    expect(request?.searchParams.get('filter')).toBe('kind=component');
    expect(request?.searchParams.get('orderField')).toBe('metadata.name,asc');
    expect(request?.searchParams.get('limit')).toBe('20');
  });

  it('leads to the import page from its header', () => {
    renderPage('/catalog', createBackend().fetch);
    const link = screen.getByRole('link', { name: 'Register Existing Component' });
    expect(link.getAttribute('href')).toBe('/catalog-import');
  });

  it('filters by kind and type, and keeps both in the URL', async () => {
    const user = userEvent.setup();
    const backend = createBackend();
    renderPage('/catalog', backend.fetch);
    await pageShown();

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'API' }));
    await waitFor(() =>
      expect(listRequests(backend).at(-1)?.searchParams.get('filter')).toBe('kind=api'),
    );
    expect(currentLocation()).toBe('/catalog?kind=api');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'grpc' }));
    await waitFor(() =>
      expect(listRequests(backend).at(-1)?.searchParams.get('filter')).toBe(
        'kind=api,spec.type=grpc',
      ),
    );
    expect(currentLocation()).toBe('/catalog?kind=api&type=grpc');
  });

  it('reproduces the view from the URL, search term included', async () => {
    const backend = createBackend();
    renderPage('/catalog?kind=component&type=website&q=web', backend.fetch);
    await pageShown();

    const request = listRequests(backend)[0];
    expect(request?.searchParams.get('filter')).toBe('kind=component,spec.type=website');
    expect(request?.searchParams.get('fullTextFilterTerm')).toBe('web');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'web');
    expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toBe('website');
  });

  it('searches the full text after the user stops typing', async () => {
    const user = userEvent.setup();
    const backend = createBackend();
    renderPage('/catalog', backend.fetch);
    await pageShown();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pay');
    await waitFor(() =>
      expect(listRequests(backend).at(-1)?.searchParams.get('fullTextFilterTerm')).toBe('pay'),
    );
    // Debounced: no request for the partial terms.
    const terms = listRequests(backend).map(url => url.searchParams.get('fullTextFilterTerm'));
    expect(terms).toEqual([null, 'pay']);
    expect(currentLocation()).toBe('/catalog?kind=component&q=pay');
  });

  it('pages forwards and back with the server cursors', async () => {
    const user = userEvent.setup();
    const backend = createBackend();
    renderPage('/catalog', backend.fetch);
    await pageShown();
    expect(
      (screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'zeta' });
    const next = listRequests(backend).at(-1);
    expect(next?.searchParams.get('cursor')).toBe('page-2');
    expect(next?.searchParams.get('limit')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await pageShown();
    expect(listRequests(backend).at(-1)?.searchParams.get('cursor')).toBe('page-1');
  });

  it('shows an error panel when the entities cannot be fetched', async () => {
    const backend = createFakeFetch({
      '/entity-facets': () => ({ facets: {} }),
      '/entities/by-query': () => errorResponse(500, 'Error', 'Internal Server Error'),
    });
    renderPage('/catalog', backend.fetch);

    const panel = await screen.findByRole('region', { name: 'Could not fetch catalog entities.' });
    expect(within(panel).getByRole('button')).toBeDefined();
  });

  it('filters by lifecycle, tags, namespace and orphan status on the server, and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const backend = createBackend();
    renderPage('/catalog', backend.fetch);
    await pageShown();

    await user.click(screen.getByRole('combobox', { name: 'Lifecycle' }));
    await user.click(await screen.findByRole('option', { name: 'production' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'java' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Namespace' }));
    await user.click(await screen.findByRole('option', { name: 'ops' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Processing Status' }));
    await user.click(await screen.findByRole('option', { name: 'Is Orphan' }));

    const expected =
      'kind=component,spec.lifecycle=production,metadata.namespace=ops,metadata.tags=java,' +
      'metadata.annotations.backstage.io/orphan=true';
    await waitFor(() =>
      expect(listRequests(backend).at(-1)?.searchParams.get('filter')).toBe(expected),
    );
    expect(currentLocation()).toBe(
      '/catalog?kind=component&lifecycle=production&namespace=ops&tag=java&orphan=true',
    );
  });

  it('asks the lifecycle, tag and namespace facets of the chosen kind', async () => {
    const backend = createBackend();
    renderPage('/catalog?kind=api', backend.fetch);
    await pageShown();

    const facetRequest = backend
      .requestsTo('/entity-facets')
      .find(url => url.searchParams.getAll('facet').includes('spec.lifecycle'));
    expect(facetRequest?.searchParams.getAll('facet')).toEqual([
      'spec.type',
      'spec.lifecycle',
      'metadata.tags',
      'metadata.namespace',
    ]);
    expect(facetRequest?.searchParams.get('filter')).toBe('kind=api');
  });

  it('sends the owners of the URL and hides the owner picker for users and groups', async () => {
    const backend = createBackend();
    const { unmount } = renderPage('/catalog?owner=group:default/team-a', backend.fetch);
    await pageShown();
    expect(listRequests(backend)[0]?.searchParams.get('filter')).toBe(
      'kind=component,relations.ownedBy=group:default/team-a',
    );
    expect(screen.getByRole('combobox', { name: 'Owner' })).toBeDefined();
    unmount();

    const groups = createBackend();
    renderPage('/catalog?kind=group&owner=group:default/team-a', groups.fetch);
    await pageShown();
    expect(screen.queryByRole('combobox', { name: 'Owner' })).toBeNull();
    expect(listRequests(groups)[0]?.searchParams.get('filter')).toBe('kind=group');
  });

  it('counts Owned, Starred and All, and lists what the guest owns', async () => {
    const user = userEvent.setup();
    const backend = createBackend({ ownedCount: 3 });
    renderPage('/catalog', backend.fetch);
    await pageShown();

    const owned = await screen.findByRole('button', { name: 'Owned 3' });
    expect(screen.getByRole('button', { name: 'All 21' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Nothing is starred, so Starred cannot be chosen (spec 001 §4).
    expect(screen.getByRole('button', { name: 'Starred 0' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    await user.click(owned);
    await waitFor(() =>
      expect(listRequests(backend).at(-1)?.searchParams.get('filter')).toBe(
        'kind=component,relations.ownedBy=user:default/guest',
      ),
    );
    expect(currentLocation()).toBe('/catalog?kind=component&user=owned');
  });

  it("lists what the signed-in user and their groups own, from the identity's ownership refs", async () => {
    const user = userEvent.setup();
    const backend = createBackend({ ownedCount: 3 });
    const sessions = createSessionManager({
      refresh: () => Promise.reject(new Error('not in this test')),
      initial: {
        ...guestSessions().current()!,
        providerId: 'oidc',
        identity: {
          userEntityRef: 'user:default/ada',
          ownershipEntityRefs: ['user:default/ada', 'group:default/team-a'],
        },
      },
    });
    renderCatalogRoute(
      <StarredEntitiesContext.Provider value={fakeStarred()}>
        <CatalogIndexPage />
      </StarredEntitiesContext.Provider>,
      { path: '/catalog', url: '/catalog', fetch: backend.fetch, sessions },
    );
    await pageShown();

    await user.click(await screen.findByRole('button', { name: /^Owned/ }));
    await waitFor(() =>
      expect(listRequests(backend).at(-1)?.searchParams.get('filter')).toBe(
        'kind=component,relations.ownedBy=user:default/ada,relations.ownedBy=group:default/team-a',
      ),
    );
  });

  it('falls back to All when the chosen list is empty', async () => {
    const backend = createBackend({ ownedCount: 0 });
    renderPage('/catalog?user=owned', backend.fetch);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'All 21' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await pageShown();
    expect(listRequests(backend).at(-1)?.searchParams.get('filter')).toBe('kind=component');
  });

  it('lists the starred entities of the current filters through by-refs', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const backend = createBackend({
      byRefs: { 'component:default/ledger': component('ledger') },
    });
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (String(input).includes('/entities/by-refs')) bodies.push(init?.body);
      return backend.fetch(input, init);
    };
    renderPage(
      '/catalog?lifecycle=production',
      fetch,
      fakeStarred(['component:default/ledger', 'component:default/gone']),
    );
    await pageShown();

    await user.click(await screen.findByRole('button', { name: 'Starred 1' }));
    expect(await screen.findByRole('link', { name: 'ledger' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'billing' })).toBeNull();

    // The starred list's own request; the others are the presentation cache's (with fields).
    const request = backend
      .requestsTo('/entities/by-refs')
      .find(url => url.searchParams.has('filter'));
    expect(request?.searchParams.get('filter')).toBe('kind=component,spec.lifecycle=production');
    const listBodies = bodies.map(body => JSON.parse(String(body)) as { fields?: string[] });
    expect(listBodies.filter(body => !body.fields)).toEqual([
      { entityRefs: ['component:default/gone', 'component:default/ledger'] },
    ]);
  });

  it('stars an entity and links to its page and its edit URL', async () => {
    const user = userEvent.setup();
    const starred = fakeStarred(['component:default/web']);
    renderPage('/catalog', createBackend().fetch, starred);
    const billing = (await screen.findByRole('link', { name: 'billing' })).closest('tr');
    const web = screen.getByRole('link', { name: 'web' }).closest('tr');
    if (!billing || !web) throw new Error('rows not found');

    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeDefined();
    await user.click(within(billing).getByRole('button', { name: 'Add to favorites' }));
    expect(starred.toggle).toHaveBeenCalledWith('component:default/billing');
    expect(within(web).getByRole('button', { name: 'Remove from favorites' })).toBeDefined();

    expect(within(billing).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/catalog/default/component/billing',
    );
    expect(within(billing).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      'https://git.example/billing.yaml',
    );
    expect((within(web).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the columns of the kind', async () => {
    renderPage('/catalog?kind=location', createBackend().fetch);
    await pageShown();

    const headers = screen.getAllByRole('columnheader').map(header => header.textContent);
    expect(headers).toEqual(['Name', 'Type', 'Target', 'Actions']);
  });

  describe('on a small screen', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the filters in a drawer opened by a Filters button', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      const user = userEvent.setup();
      renderPage('/catalog', createBackend().fetch);
      await screen.findByRole('link', { name: 'billing' });
      expect(screen.queryByRole('combobox', { name: 'Kind' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      expect(within(drawer).getByRole('combobox', { name: 'Kind' })).toBeDefined();
      expect(within(drawer).getByRole('combobox', { name: 'Lifecycle' })).toBeDefined();
    });
  });
});
