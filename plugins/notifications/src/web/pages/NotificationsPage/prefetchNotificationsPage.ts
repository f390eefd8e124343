import type { RoutePrefetchContext } from '@atrium/web-core';
import {
  notificationsListQueryOptions,
  notificationTopicsQueryOptions,
} from '../../api/notificationsQueries';
import { DEFAULT_FILTERS, toListRequest } from './notificationsFilters';

/** Starts the page's first queries (the default view) while its chunk loads. */
export async function prefetchNotificationsPage({ queryClient, api }: RoutePrefetchContext) {
  await Promise.all([
    queryClient.prefetchQuery(notificationsListQueryOptions(api, toListRequest(DEFAULT_FILTERS))),
    queryClient.prefetchQuery(notificationTopicsQueryOptions(api)),
  ]);
}
