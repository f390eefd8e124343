import type { RoutePrefetchContext } from '@atrium/web-core';
import { searchQueryOptions } from '../../api/searchQuery';
import { parseSearchQueryString } from '../../api/searchQueryString';

/** Starts the page's query from its URL while the page's chunk loads (same options as the page). */
export function prefetchSearchPage({ searchParams, queryClient, api }: RoutePrefetchContext) {
  return queryClient.prefetchQuery(searchQueryOptions(api, parseSearchQueryString(searchParams)));
}
