import type { ApiClient } from '@atrium/web-core';
import { queryOptions } from '@tanstack/react-query';
import {
  getSettings,
  getStatus,
  getTopics,
  listNotifications,
  listQueryString,
  type NotificationsListRequest,
} from './notificationsApi';

/** Every query of the plugin starts with this key, so a change can refresh them all at once. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** Shared by the sidebar badge and the page title prefix: one request serves both. */
export function notificationStatusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'status'],
    queryFn: ({ signal }) => getStatus(api, signal),
  });
}

export function notificationsListQueryOptions(api: ApiClient, request: NotificationsListRequest) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', listQueryString(request)],
    queryFn: ({ signal }) => listNotifications(api, request, signal),
  });
}

export function notificationTopicsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'topics'],
    queryFn: ({ signal }) => getTopics(api, signal),
  });
}

export function notificationSettingsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) => getSettings(api, signal),
  });
}
