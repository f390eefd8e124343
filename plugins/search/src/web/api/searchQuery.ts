import type { ApiClient } from '@atrium/web-core';
import { queryOptions } from '@tanstack/react-query';
import type { SearchResultSet } from '../../shared';
import { buildSearchQueryString, type SearchQueryRequest } from './searchQueryString';

export function querySearch(
  api: ApiClient,
  request: SearchQueryRequest,
  signal?: AbortSignal,
): Promise<SearchResultSet> {
  return api.json<SearchResultSet>('search', `/query?${buildSearchQueryString(request)}`, {
    signal,
  });
}

/** One query's options; the page, the modal and the docs box share the cache through the key. */
export function searchQueryOptions(api: ApiClient, request: SearchQueryRequest) {
  return queryOptions({
    queryKey: ['search', 'query', buildSearchQueryString(request)],
    queryFn: ({ signal }) => querySearch(api, request, signal),
  });
}
