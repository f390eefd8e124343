import type { ApiClient } from '@atrium/web-core';
import {
  NOTIFICATIONS_PLUGIN_ID,
  type Notification,
  type NotificationSettings,
  type NotificationSeverity,
  type NotificationsListResponse,
  type NotificationStatus,
} from '../../shared/contract';

/** The list's filters and page, as `GET /notifications` reads them. */
export interface NotificationsListRequest {
  offset: number;
  limit: number;
  search?: string;
  read?: boolean;
  saved?: boolean;
  /** ISO 8601. */
  createdAfter?: string;
  minimumSeverity?: NotificationSeverity;
  topic?: string;
}

export interface NotificationsUpdateRequest {
  ids: string[];
  read?: boolean;
  saved?: boolean;
}

/** The query string of a list request; absent filters are left out rather than sent empty. */
export function listQueryString(request: NotificationsListRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export function listNotifications(
  api: ApiClient,
  request: NotificationsListRequest,
  signal?: AbortSignal,
): Promise<NotificationsListResponse> {
  return api.json(NOTIFICATIONS_PLUGIN_ID, `/notifications?${listQueryString(request)}`, {
    signal,
  });
}

export function getNotification(api: ApiClient, id: string): Promise<Notification> {
  return api.json(NOTIFICATIONS_PLUGIN_ID, `/notifications/${encodeURIComponent(id)}`);
}

export function getStatus(api: ApiClient, signal?: AbortSignal): Promise<NotificationStatus> {
  return api.json(NOTIFICATIONS_PLUGIN_ID, '/status', { signal });
}

export function getTopics(api: ApiClient, signal?: AbortSignal): Promise<{ topics: string[] }> {
  return api.json(NOTIFICATIONS_PLUGIN_ID, '/topics', { signal });
}

export function updateNotifications(
  api: ApiClient,
  request: NotificationsUpdateRequest,
): Promise<Notification[]> {
  return api.json(NOTIFICATIONS_PLUGIN_ID, '/notifications/update', {
    method: 'POST',
    body: request,
  });
}

export function getSettings(api: ApiClient, signal?: AbortSignal): Promise<NotificationSettings> {
  return api.json(NOTIFICATIONS_PLUGIN_ID, '/settings', { signal });
}

export function saveSettings(
  api: ApiClient,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return api.json(NOTIFICATIONS_PLUGIN_ID, '/settings', { method: 'POST', body: settings });
}
