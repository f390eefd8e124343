import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, RoutePrefetchContext } from '@atrium/web-core';
import {
  catalogQueryKey,
  entitiesQueryOptions,
  facetsQueryOptions,
  ownedFilter,
  prefetchUserListEntities,
  type EntityFilters,
  type UserListOption,
} from '@atrium/plugin-catalog/react';
import { docsIndexFilter, readDocsIndexView, type DocsIndexView } from './docsIndexSearchParams';
import { fetchAllEntities } from './fetchAllEntities';

const TAGS_FACET = 'metadata.tags';

/** Every entity with docs that passes `filter`, fetched through all pages. */
export function docsEntitiesQueryOptions(api: ApiClient, filter: EntityFilters) {
  return queryOptions({
    // Under the catalog's key, so refreshing the catalog refreshes this list too.
    queryKey: [...catalogQueryKey, 'docs-entities', filter],
    queryFn: () => fetchAllEntities(api, filter),
  });
}

/**
 * The server queries of one docs index view for a user ('Owned' means their ownership refs), in
 * the shape the catalog's user list picker reads.
 */
export function docsIndexQueries(
  api: ApiClient,
  view: DocsIndexView,
  ownershipRefs: readonly string[],
) {
  const filter = docsIndexFilter(view);
  const owned = ownedFilter(filter, ownershipRefs);
  return {
    filter,
    owned,
    // limit=0 asks the server for totalItems alone.
    allCount: entitiesQueryOptions(api, { filter, limit: 0 }),
    ownedCount: entitiesQueryOptions(api, { filter: owned ?? filter, limit: 0 }),
    page: (user: UserListOption) =>
      docsEntitiesQueryOptions(api, user === 'owned' && owned ? owned : filter),
    // The tags of all docs, so a chosen tag does not hide the others.
    tagsFacet: facetsQueryOptions(api, [TAGS_FACET], docsIndexFilter({ owners: [], tags: [] })),
  };
}

export function tagValues(facets: Record<string, Array<{ value: string }>> | undefined): string[] {
  return (facets?.[TAGS_FACET] ?? []).map(facet => facet.value);
}

/** Starts the counts and the rows while the page's code loads; the page reads the same entries. */
export async function prefetchDocsIndexPage({
  api,
  queryClient,
  searchParams,
  sessions,
}: RoutePrefetchContext) {
  const view = readDocsIndexView(searchParams);
  // 'Owned' needs to know who is signed in; the calls wait for the sign-in anyway.
  const session = await sessions.getSession();
  const queries = docsIndexQueries(api, view, session?.identity.ownershipEntityRefs ?? []);
  prefetchUserListEntities(queryClient, { chosen: view.user, queries });
}
