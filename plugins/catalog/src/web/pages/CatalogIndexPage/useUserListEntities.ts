import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient, useStarredEntities } from '@atrium/web-core';
import type { EntityFilterQuery } from '../../api';
import { entitiesQueryOptions, filteredEntitiesByRefsQueryOptions } from '../../queries';
import { GUEST_OWNERSHIP_REFS, ownedFilter, type UserListOption } from './catalogSearchParams';
import type { UserListCounts } from './UserListPicker';

/** Spec 001 §9: entity list default page size. */
export const CATALOG_PAGE_SIZE = 20;
/** Spec 001 §9: starred query limit. */
export const STARRED_QUERY_LIMIT = 1000;

export interface UserListEntitiesOptions {
  filter: EntityFilterQuery;
  fullTextTerm?: string;
  chosen: UserListOption;
  cursor?: string;
}

export type UserListEntities =
  | { mode: 'server'; query: ReturnType<typeof useServerPage> }
  | { mode: 'starred'; query: ReturnType<typeof useStarredList> };

/**
 * The counts of the user list picker and the entities of the option in effect. Spec 001 §4: an
 * option other than All whose count is 0 falls back to All. Starred entities come from by-refs,
 * which knows no full-text search, so the search term does not narrow them.
 */
export function useUserListEntities(options: UserListEntitiesOptions) {
  const api = useApiClient();
  const { starred } = useStarredEntities();
  const { filter, fullTextTerm } = options;
  const owned = ownedFilter(filter, GUEST_OWNERSHIP_REFS);
  const starredRefs = [...starred].sort().slice(0, STARRED_QUERY_LIMIT);

  // limit=0 asks the server for totalItems alone.
  const allCount = useQuery({
    ...entitiesQueryOptions(api, { filter, fullTextTerm, limit: 0 }),
    placeholderData: keepPreviousData,
  });
  const ownedCount = useQuery({
    ...entitiesQueryOptions(api, { filter: owned ?? filter, fullTextTerm, limit: 0 }),
    placeholderData: keepPreviousData,
    enabled: owned !== undefined,
  });
  const starredList = useStarredList(starredRefs, filter);

  const counts: UserListCounts = {
    all: allCount.data?.totalItems,
    owned: owned ? ownedCount.data?.totalItems : 0,
    starred: starredRefs.length === 0 ? 0 : starredList.data?.length,
  };
  const user: UserListOption =
    options.chosen !== 'all' && counts[options.chosen] === 0 ? 'all' : options.chosen;

  const serverPage = useServerPage({
    filter: user === 'owned' && owned ? owned : filter,
    fullTextTerm,
    cursor: options.cursor,
    enabled: user !== 'starred',
  });

  const entities: UserListEntities =
    user === 'starred'
      ? { mode: 'starred', query: starredList }
      : { mode: 'server', query: serverPage };
  return { user, counts, entities };
}

function useStarredList(starredRefs: string[], filter: EntityFilterQuery) {
  const api = useApiClient();
  return useQuery({
    ...filteredEntitiesByRefsQueryOptions(api, starredRefs, filter),
    placeholderData: keepPreviousData,
    enabled: starredRefs.length > 0,
  });
}

function useServerPage(options: {
  filter: EntityFilterQuery;
  fullTextTerm?: string;
  cursor?: string;
  enabled: boolean;
}) {
  const api = useApiClient();
  return useQuery({
    ...entitiesQueryOptions(api, {
      filter: options.filter,
      fullTextTerm: options.fullTextTerm,
      cursor: options.cursor,
      limit: CATALOG_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
