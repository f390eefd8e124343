import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@atrium/web-core';
import {
  getEntityByName,
  getFacets,
  queryEntities,
  type EntityFilterQuery,
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

export function facetsQueryOptions(api: ApiClient, facets: string[], filter?: EntityFilterQuery) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'facets', facets, filter ?? {}],
    queryFn: () => getFacets(api, facets, filter),
  });
}
