import {
  keepPreviousData,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useStarredEntities } from '@atrium/plugin-user-settings/react';
import { useApiClient } from '@atrium/web-core';
import type { QueryEntitiesResponse } from '../../../shared/contract';
import type { EntityFilters } from '../../api';
import { filteredEntitiesByRefsQueryOptions } from '../../queries';
import type { UserListOption } from './catalogSearchParams';
import type { UserListCounts } from './UserListPicker';

/** Spec 001 §9: starred query limit. */
export const STARRED_QUERY_LIMIT = 1000;

type EntitiesQuery<TKey extends QueryKey> = UseQueryOptions<
  QueryEntitiesResponse,
  Error,
  QueryEntitiesResponse,
  TKey
>;

/** The server queries of a list with a user list picker; `TKey`s are those of the page's caches. */
export interface UserListQueries<TCountKey extends QueryKey, TPageKey extends QueryKey> {
  /** What the list shows without the picker's part; starred entities must pass it too. */
  filter: EntityFilters;
  /** The filter of 'Owned'; undefined when nothing the user owns can match. */
  owned: EntityFilters | undefined;
  /** Queries whose `totalItems` is the count of All and of Owned. */
  allCount: EntitiesQuery<TCountKey>;
  ownedCount: EntitiesQuery<TCountKey>;
  page(user: UserListOption, cursor?: string): EntitiesQuery<TPageKey>;
}

export interface UserListEntitiesOptions<TCountKey extends QueryKey, TPageKey extends QueryKey> {
  /** The option the user chose, before the fallback to All. */
  chosen: UserListOption;
  queries: UserListQueries<TCountKey, TPageKey>;
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
export function useUserListEntities<TCountKey extends QueryKey, TPageKey extends QueryKey>(
  options: UserListEntitiesOptions<TCountKey, TPageKey>,
) {
  const { starred } = useStarredEntities();
  const { queries, chosen } = options;
  const { filter, owned } = queries;
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

/**
 * Starts the counts and the first rows of a user list while its page's code loads. Starred
 * entities are left to the page: their refs come from the user's settings, which may still load.
 */
export function prefetchUserListEntities<TCountKey extends QueryKey, TPageKey extends QueryKey>(
  queryClient: QueryClient,
  { chosen, queries }: Omit<UserListEntitiesOptions<TCountKey, TPageKey>, 'cursor'>,
) {
  void queryClient.prefetchQuery(queries.allCount);
  if (queries.owned) void queryClient.prefetchQuery(queries.ownedCount);
  if (chosen !== 'starred') void queryClient.prefetchQuery(queries.page(chosen));
}

function useStarredList(starredRefs: string[], filter: EntityFilters) {
  const api = useApiClient();
  return useQuery({
    ...filteredEntitiesByRefsQueryOptions(api, starredRefs, filter),
    placeholderData: keepPreviousData,
    enabled: starredRefs.length > 0,
  });
}
