import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@atrium/web-core';
import {
  getEntitiesByRefs,
  getFilteredEntitiesByRefs,
  getEntityAncestry,
  getEntityByName,
  getLocationByEntity,
  getFacets,
  queryEntities,
  queryOwnerCandidates,
  type EntityFilters,
  type EntityNameRef,
  type QueryEntitiesOptions,
} from './api';

/** Every catalog query key starts here, so one invalidation refreshes the whole plugin. */
export const catalogQueryKey = ['catalog'] as const;

export function entitiesQueryOptions(api: ApiClient, options: QueryEntitiesOptions) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'entities', options],
    queryFn: () => queryEntities(api, options),
  });
}

export function entityQueryOptions(api: ApiClient, ref: EntityNameRef) {
  return queryOptions({
    // Refs compare lower-case (spec 001 §3), so /Component/ and /component/ share a cache entry.
    queryKey: [
      ...catalogQueryKey,
      'entity',
      ref.kind.toLowerCase(),
      ref.namespace.toLowerCase(),
      ref.name.toLowerCase(),
    ],
    // TanStack Query refuses undefined as data; null stands for "no such entity".
    queryFn: async () => (await getEntityByName(api, ref)) ?? null,
  });
}

export function facetsQueryOptions(api: ApiClient, facets: string[], filter?: EntityFilters) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'facets', facets, filter ?? {}],
    queryFn: () => getFacets(api, facets, filter),
  });
}

export function entityAncestryQueryOptions(api: ApiClient, ref: EntityNameRef) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'ancestry', ref],
    queryFn: () => getEntityAncestry(api, ref),
  });
}

export function locationByEntityQueryOptions(api: ApiClient, ref: EntityNameRef) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'location-by-entity', ref],
    // TanStack Query refuses undefined as data; null stands for "no registered location".
    queryFn: async () => (await getLocationByEntity(api, ref)) ?? null,
  });
}

export function entitiesByRefsQueryOptions(api: ApiClient, entityRefs: string[]) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'by-refs', entityRefs],
    queryFn: async () => (await getEntitiesByRefs(api, entityRefs)).map(item => item ?? null),
  });
}

export function ownerCandidatesQueryOptions(api: ApiClient, text: string, limit: number) {
  return infiniteQueryOptions({
    queryKey: [...catalogQueryKey, 'owner-candidates', text, limit],
    queryFn: ({ pageParam }) => queryOwnerCandidates(api, { text, cursor: pageParam, limit }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: lastPage => lastPage.pageInfo.nextCursor,
  });
}

export function filteredEntitiesByRefsQueryOptions(
  api: ApiClient,
  entityRefs: string[],
  filter?: EntityFilters,
) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'by-refs-filtered', entityRefs, filter ?? {}],
    queryFn: () => getFilteredEntitiesByRefs(api, entityRefs, filter),
  });
}
