import type { RoutePrefetchContext } from '@atrium/web-core';
import {
  notificationsListQueryOptions,
  notificationTopicsQueryOptions,
} from '../../api/notificationsQueries';
import { toListRequest } from './notificationsFilters';
import { readNotificationsFilters } from './notificationsSearchParams';

/** Starts the page's first queries (the filters of the URL) while its chunk loads. */
export async function prefetchNotificationsPage({
  queryClient,
  api,
  searchParams,
}: RoutePrefetchContext) {
  const request = toListRequest(readNotificationsFilters(searchParams));
  await Promise.all([
    queryClient.prefetchQuery(notificationsListQueryOptions(api, request)),
    queryClient.prefetchQuery(notificationTopicsQueryOptions(api)),
  ]);
}
