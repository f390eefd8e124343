import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@atrium/web-core';
import { getFacets } from '../../../../api';
import { catalogQueryKey } from '../../../../queries';
import { readCatalogView, writeCatalogView } from '../../../CatalogIndexPage/catalogSearchParams';

/** How many entities of one kind the owners own, in total and by spec.type. */
export interface OwnedKindCount {
  /** As the catalog stores it, e.g. `Component`. */
  kind: string;
  count: number;
  /** By count, largest first; entities without a type count only in the total. */
  types: Array<{ type: string; count: number }>;
}

const OWNED_BY = 'relations.ownedBy';

/**
 * Counts what `ownerRefs` own from the catalog's facets, never by loading the entities: one request
 * for the kinds, then one per kind for its types, since facets count each field on its own and a
 * type such as `service` may belong to several kinds.
 */
export async function loadOwnershipCounts(
  api: ApiClient,
  ownerRefs: readonly string[],
): Promise<OwnedKindCount[]> {
  const owners = [...ownerRefs];
  const kinds = (await getFacets(api, ['kind'], { [OWNED_BY]: owners })).facets.kind ?? [];
  const counted = kinds.filter(kind => kind.count > 0);
  return Promise.all(
    counted.map(async ({ value: kind, count }) => {
      const response = await getFacets(api, ['spec.type'], { kind, [OWNED_BY]: owners });
      const types = (response.facets['spec.type'] ?? [])
        .filter(type => type.count > 0)
        .map(type => ({ type: type.value, count: type.count }))
        .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
      return { kind, count, types };
    }),
  );
}

export function ownershipCountsQueryOptions(api: ApiClient, ownerRefs: readonly string[]) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'ownership', [...ownerRefs].sort()],
    queryFn: () => loadOwnershipCounts(api, ownerRefs),
  });
}

/** The catalog index listing what `ownerRefs` own of `kind`, and of `type` when given. */
export function ownedEntitiesLink(
  ownerRefs: readonly string[],
  kind: string,
  type?: string,
): string {
  const view = {
    ...readCatalogView(new URLSearchParams()),
    kind: kind.toLowerCase(),
    type: type ?? '',
    owners: [...ownerRefs],
  };
  return `/catalog?${writeCatalogView(new URLSearchParams(), view)}`;
}
