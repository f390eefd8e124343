import { collectWebExtensions, createApiClient } from '@atrium/web-core';
import { guestSessions } from '@atrium/web-core/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { searchQueryOptions } from './api/searchQuery';
import { parseSearchQueryString } from './api/searchQueryString';
import { searchWebPlugin } from './plugin';
import { catalogResult, createSearchBackend } from './testing/createSearchBackend';

describe('searchWebPlugin', () => {
  it('adds the page, a sidebar entry after Home, and the app-wide modal', () => {
    const extensions = collectWebExtensions([searchWebPlugin]);
    expect(searchWebPlugin.routes.map(route => route.path)).toEqual(['/search']);
    expect(extensions.navItems).toMatchObject([{ title: 'Search', to: '/search', order: 20 }]);
    expect(extensions.appElements.map(item => item.id)).toEqual(['search.modal']);
  });

  it("prefetches the page's query from its URL, as the page asks it", async () => {
    const backend = createSearchBackend(() => ({ results: [catalogResult('payments')] }));
    const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch: backend.fetch });
    const queryClient = new QueryClient();
    const searchParams = new URLSearchParams('term=pay&types[0]=software-catalog&pageCursor=MjU=');
    await searchWebPlugin.routes[0]!.prefetch!({
      params: {},
      searchParams,
      queryClient,
      api,
      sessions: guestSessions(),
    });
    expect(Object.fromEntries(backend.queries[0]!)).toEqual({
      term: 'pay',
      'types[0]': 'software-catalog',
      pageCursor: 'MjU=',
    });
    const cached = queryClient.getQueryData(
      searchQueryOptions(api, parseSearchQueryString(searchParams)).queryKey,
    );
    expect(cached?.results[0]?.document.name).toBe('payments');
  });
});
