import type { Entity } from '@atrium/model';
import {
  byRefsRoute,
  createFakeFetch,
  errorResponse,
  renderCatalogRoute,
  type FakeFetch,
} from '@atrium/plugin-catalog/react/testing';
import { StarredEntitiesContext, type StarredEntities } from '@atrium/plugin-user-settings/react';
import { createApiClient } from '@atrium/web-core';
import { guestSessions } from '@atrium/web-core/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocsIndexPage } from './DocsIndexPage';
import { prefetchDocsIndexPage } from './docsIndexQueries';
import { docsEntity } from './testEntities';

const REF_FILTER = 'metadata.annotations.backstage.io/techdocs-ref';
const ENTITY_FILTER = 'metadata.annotations.backstage.io/techdocs-entity';
const GUEST_OWNED = 'relations.ownedBy=user:default/guest';

const guestDocs = docsEntity('guest-handbook', { owner: 'user:default/guest' });
const teamDocs = docsEntity('billing', { tags: ['java'] });

interface BackendOptions {
  ownedCount?: number;
  /** Answers the list's requests (not the counts) with this instead. */
  listAnswer?: Response;
  byRefs?: Entity[];
}

function isOwnerCandidates(url: URL) {
  return url.searchParams.get('filter') === 'kind=user,kind=group';
}

function createBackend({ ownedCount = 1, listAnswer, byRefs = [] }: BackendOptions = {}) {
  return createFakeFetch({
    '/entities/by-query': url => {
      if (isOwnerCandidates(url)) {
        const team: Entity = {
          apiVersion: 'backstage.io/v1alpha1',
          kind: 'Group',
          metadata: { name: 'team-a', namespace: 'default', title: 'Team A' },
          spec: { type: 'team' },
        };
        return { items: [team], totalItems: 1, pageInfo: {} };
      }
      const owned = url.searchParams.getAll('filter').every(f => f.includes(GUEST_OWNED));
      if (url.searchParams.get('limit') === '0') {
        return { items: [], totalItems: owned ? ownedCount : 2, pageInfo: {} };
      }
      if (listAnswer) return listAnswer;
      return owned
        ? { items: [guestDocs], totalItems: 1, pageInfo: {} }
        : { items: [teamDocs, guestDocs], totalItems: 2, pageInfo: {} };
    },
    '/entity-facets': () => ({ facets: { 'metadata.tags': [{ value: 'java', count: 1 }] } }),
    '/entities/by-refs': byRefsRoute(byRefs),
  });
}

/** The list's requests, not those of the counts or the owner picker. */
function listRequests(backend: FakeFetch) {
  return backend
    .requestsTo('/entities/by-query')
    .filter(url => url.searchParams.get('limit') !== '0' && !isOwnerCandidates(url));
}

function lastListFilters(backend: FakeFetch) {
  return listRequests(backend).at(-1)?.searchParams.getAll('filter');
}

function fakeStarred(refs: string[] = []): StarredEntities {
  const starred = new Set(refs);
  return { starred, isStarred: ref => starred.has(ref), toggle: vi.fn(async () => {}) };
}

function renderPage(
  url: string,
  backend: FakeFetch,
  starred = fakeStarred(),
  queryClient?: QueryClient,
) {
  return renderCatalogRoute(
    <StarredEntitiesContext.Provider value={starred}>
      <DocsIndexPage />
    </StarredEntitiesContext.Provider>,
    { path: '/docs', url, fetch: backend.fetch, queryClient },
  );
}

function currentLocation() {
  return screen.getByRole('status', { name: 'Current location' }).textContent;
}

describe('DocsIndexPage', () => {
  it('shows the page header and the owned docs by default', async () => {
    const backend = createBackend();
    renderPage('/docs', backend);

    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeDefined();
    expect(screen.getByText('Documentation available in Velora')).toBeDefined();
    expect(
      screen.getByRole('heading', { name: 'Discover documentation in your ecosystem.' }),
    ).toBeDefined();

    expect(await screen.findByRole('link', { name: 'guest-handbook' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'billing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Owned 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'All 2' })).toBeDefined();
    expect(lastListFilters(backend)).toEqual([
      `${REF_FILTER},${GUEST_OWNED}`,
      `${ENTITY_FILTER},${GUEST_OWNED}`,
    ]);
  });

  it('lists all docs once All is chosen, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const backend = createBackend();
    renderPage('/docs', backend);
    await screen.findByRole('link', { name: 'guest-handbook' });

    await user.click(screen.getByRole('button', { name: 'All 2' }));

    expect(await screen.findByRole('link', { name: 'billing' })).toBeDefined();
    expect(lastListFilters(backend)).toEqual([REF_FILTER, ENTITY_FILTER]);
    expect(currentLocation()).toBe('/docs?user=all');
  });

  it('falls back to All when the user owns no docs', async () => {
    const backend = createBackend({ ownedCount: 0 });
    renderPage('/docs', backend);

    expect(await screen.findByRole('link', { name: 'billing' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'All 2' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('narrows the list to the chosen owners and tags', async () => {
    const user = userEvent.setup();
    const backend = createBackend();
    renderPage('/docs?user=all', backend);
    await screen.findByRole('link', { name: 'billing' });

    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Team A' }));
    await waitFor(() =>
      expect(lastListFilters(backend)).toEqual([
        `${REF_FILTER},relations.ownedBy=group:default/team-a`,
        `${ENTITY_FILTER},relations.ownedBy=group:default/team-a`,
      ]),
    );

    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'java' }));
    await waitFor(() =>
      expect(lastListFilters(backend)).toEqual([
        `${REF_FILTER},relations.ownedBy=group:default/team-a,metadata.tags=java`,
        `${ENTITY_FILTER},relations.ownedBy=group:default/team-a,metadata.tags=java`,
      ]),
    );
    expect(currentLocation()).toBe('/docs?user=all&owner=group%3Adefault%2Fteam-a&tag=java');
  });

  it('lists the starred docs through by-refs', async () => {
    const user = userEvent.setup();
    const backend = createBackend({ byRefs: [teamDocs] });
    renderPage('/docs', backend, fakeStarred(['component:default/billing']));
    await screen.findByRole('link', { name: 'guest-handbook' });

    // The count comes from its own by-refs request, which may answer after the rows.
    await user.click(await screen.findByRole('button', { name: 'Starred 1' }, { timeout: 5000 }));

    expect(await screen.findByRole('link', { name: 'billing' })).toBeDefined();
    const starredRequest = backend
      .requestsTo('/entities/by-refs')
      .find(url => url.searchParams.getAll('filter').length > 0);
    expect(starredRequest?.searchParams.getAll('filter')).toEqual([REF_FILTER, ENTITY_FILTER]);
  });

  it('shows progress until the docs arrive', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>(resolve => (answer = resolve));
    const backend = createBackend();
    const fetch: typeof globalThis.fetch = (input, init) =>
      String(input).includes('limit=1000') ? pending : backend.fetch(input, init);
    renderCatalogRoute(
      <StarredEntitiesContext.Provider value={fakeStarred()}>
        <DocsIndexPage />
      </StarredEntitiesContext.Provider>,
      { path: '/docs', url: '/docs', fetch },
    );

    expect(await screen.findByRole('progressbar')).toBeDefined();
    answer(
      new Response(JSON.stringify({ items: [guestDocs], totalItems: 1, pageInfo: {} }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('link', { name: 'guest-handbook' })).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the docs its route prefetched without asking for them again', async () => {
    const backend = createBackend();
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 10_000 } },
    });
    await prefetchDocsIndexPage({
      api: createApiClient({ baseUrl: 'http://localhost:7007', fetch: backend.fetch }),
      queryClient,
      params: {},
      searchParams: new URLSearchParams(),
      sessions: guestSessions(),
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // All and Owned counts and the owned rows.
    expect(backend.requestsTo('/entities/by-query')).toHaveLength(3);

    renderPage('/docs', backend, fakeStarred(), queryClient);

    expect(await screen.findByRole('link', { name: 'guest-handbook' })).toBeDefined();
    expect(listRequests(backend)).toHaveLength(1);
  });

  it('says when the docs cannot be loaded, with the error', async () => {
    const backend = createBackend({
      listAnswer: errorResponse(503, 'ServiceUnavailableError', 'catalog is starting'),
    });
    renderPage('/docs', backend);

    expect(await screen.findByText('Could not load available documentation.')).toBeDefined();
    expect(screen.getAllByText(/catalog is starting/).length).toBeGreaterThan(0);
  });
});
