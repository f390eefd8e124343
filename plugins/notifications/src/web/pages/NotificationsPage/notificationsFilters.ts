import type { NotificationSeverity } from '../../../shared/contract';
import type { NotificationsListRequest } from '../../api/notificationsApi';
import { NOTIFICATIONS_PAGE_SIZE } from '../../notificationsConstants';

/** The page's views; each is a `read`/`saved` filter of the list. */
export const NOTIFICATION_VIEWS = [
  { id: 'unread', label: 'Unread', filter: { read: false } },
  { id: 'read', label: 'Read', filter: { read: true } },
  { id: 'saved', label: 'Saved', filter: { saved: true } },
  { id: 'all', label: 'All', filter: {} },
] as const;
export type NotificationView = (typeof NOTIFICATION_VIEWS)[number]['id'];

/** How far back the list goes; `hours` undefined is any time. */
export const CREATED_AFTER_OPTIONS = [
  { id: 'any', label: 'Any time', hours: undefined },
  { id: 'day', label: 'Last 24 hours', hours: 24 },
  { id: 'week', label: 'Last week', hours: 7 * 24 },
] as const;
export type CreatedAfter = (typeof CREATED_AFTER_OPTIONS)[number]['id'];

export interface NotificationsFilters {
  view: NotificationView;
  search: string;
  createdAfter: CreatedAfter;
  minimumSeverity?: NotificationSeverity;
  topic?: string;
  offset: number;
}

export const DEFAULT_FILTERS: NotificationsFilters = {
  view: 'unread',
  search: '',
  createdAfter: 'any',
  offset: 0,
};

/**
 * The list request of the filters. `now` is rounded down to the minute so re-renders keep the
 * same query key instead of asking again every millisecond.
 */
export function toListRequest(
  filters: NotificationsFilters,
  now = Date.now(),
): NotificationsListRequest {
  const view = NOTIFICATION_VIEWS.find(({ id }) => id === filters.view) ?? NOTIFICATION_VIEWS[0];
  const hours = CREATED_AFTER_OPTIONS.find(({ id }) => id === filters.createdAfter)?.hours;
  const minute = Math.floor(now / 60_000) * 60_000;
  return {
    offset: filters.offset,
    limit: NOTIFICATIONS_PAGE_SIZE,
    ...view.filter,
    search: filters.search.trim() || undefined,
    createdAfter:
      hours === undefined ? undefined : new Date(minute - hours * 3_600_000).toISOString(),
    minimumSeverity: filters.minimumSeverity,
    topic: filters.topic,
  };
}
