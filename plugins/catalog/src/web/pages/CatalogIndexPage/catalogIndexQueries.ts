import type { ApiClient, RoutePrefetchContext } from '@atrium/web-core';
import { entitiesQueryOptions, facetsQueryOptions } from '../../queries';
import {
  catalogViewFilter,
  ownedFilter,
  readCatalogView,
  type CatalogView,
  type UserListOption,
} from './catalogSearchParams';
import { prefetchUserListEntities } from './useUserListEntities';

/** Spec 001 §9: entity list default page size. */
export const CATALOG_PAGE_SIZE = 20;

const KIND_FACETS = ['spec.type', 'spec.lifecycle', 'metadata.tags', 'metadata.namespace'];

/**
 * The server queries of one catalog view for a user ('Owned' means their ownership refs). The
 * page's hooks and the route's prefetch both build them here, so a prefetched answer is the very
 * cache entry the page reads.
 */
export function catalogIndexQueries(
  api: ApiClient,
  view: CatalogView,
  ownershipRefs: readonly string[],
) {
  const filter = catalogViewFilter(view);
  const fullTextTerm = view.text || undefined;
  const owned = ownedFilter(filter, ownershipRefs);
  return {
    filter,
    owned,
    // limit=0 asks the server for totalItems alone.
    allCount: entitiesQueryOptions(api, { filter, fullTextTerm, limit: 0 }),
    ownedCount: entitiesQueryOptions(api, { filter: owned ?? filter, fullTextTerm, limit: 0 }),
    page: (user: UserListOption, cursor?: string) =>
      entitiesQueryOptions(api, {
        filter: user === 'owned' && owned ? owned : filter,
        fullTextTerm,
        cursor,
        limit: CATALOG_PAGE_SIZE,
      }),
    kindFacet: facetsQueryOptions(api, ['kind']),
    kindFacets: facetsQueryOptions(api, KIND_FACETS, { kind: view.kind }),
  };
}

/**
 * Starts the first page's queries while the page's code loads. Starred entities are left to the
 * page: their refs come from the user's settings, which may still be loading. So are the facets,
 * which the page asks for once the rows are in.
 */
export async function prefetchCatalogIndexPage({
  api,
  queryClient,
  searchParams,
  sessions,
}: RoutePrefetchContext) {
  const view = readCatalogView(searchParams);
  // 'Owned' needs to know who is signed in; the calls wait for the sign-in anyway.
  const session = await sessions.getSession();
  const queries = catalogIndexQueries(api, view, session?.identity.ownershipEntityRefs ?? []);
  prefetchUserListEntities(queryClient, { chosen: view.user, queries });
}
