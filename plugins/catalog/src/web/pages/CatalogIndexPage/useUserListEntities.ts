import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApiClient, useStarredEntities } from '@atrium/web-core';
import type { QueryEntitiesResponse } from '../../../shared/contract';
import type { EntityFilterQuery } from '../../api';
import { filteredEntitiesByRefsQueryOptions } from '../../queries';
import type { CatalogIndexQueries } from './catalogIndexQueries';
import type { CatalogView, UserListOption } from './catalogSearchParams';
import type { UserListCounts } from './UserListPicker';

/** Spec 001 §9: starred query limit. */
export const STARRED_QUERY_LIMIT = 1000;

export interface UserListEntitiesOptions {
  view: CatalogView;
  /** The view's queries, as the page built them. */
  queries: CatalogIndexQueries;
  cursor?: string;
}

export type UserListEntities =
  | { mode: 'server'; query: UseQueryResult<QueryEntitiesResponse> }
  | { mode: 'starred'; query: ReturnType<typeof useStarredList> };

/**
 * The counts of the user list picker and the entities of the option in effect. Spec 001 §4: an
 * option other than All whose count is 0 falls back to All. Starred entities come from by-refs,
 * which knows no full-text search, so the search term does not narrow them.
 */
export function useUserListEntities(options: UserListEntitiesOptions) {
  const { starred } = useStarredEntities();
  const { queries } = options;
  const { filter, owned } = queries;
  const chosen = options.view.user;
  const starredRefs = [...starred].sort().slice(0, STARRED_QUERY_LIMIT);

  const allCount = useQuery({ ...queries.allCount, placeholderData: keepPreviousData });
  const ownedCount = useQuery({
    ...queries.ownedCount,
    placeholderData: keepPreviousData,
    enabled: owned !== undefined,
  });
  const starredList = useStarredList(starredRefs, filter);

  const counts: UserListCounts = {
    all: allCount.data?.totalItems,
    owned: owned ? ownedCount.data?.totalItems : 0,
    starred: starredRefs.length === 0 ? 0 : starredList.data?.length,
  };
  const user: UserListOption = chosen !== 'all' && counts[chosen] === 0 ? 'all' : chosen;

  const serverPage = useQuery({
    ...queries.page(user, options.cursor),
    placeholderData: keepPreviousData,
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
