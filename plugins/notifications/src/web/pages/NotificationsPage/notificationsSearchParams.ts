import { NOTIFICATION_SEVERITIES, type NotificationSeverity } from '../../../shared/contract';
import { NOTIFICATIONS_PAGE_SIZE } from '../../notificationsConstants';
import {
  CREATED_AFTER_OPTIONS,
  DEFAULT_FILTERS,
  NOTIFICATION_VIEWS,
  type CreatedAfter,
  type NotificationsFilters,
  type NotificationView,
} from './notificationsFilters';

/**
 * `?view=saved&search=deploy&created=day&severity=high&topic=builds&page=2`. A parameter left
 * out, or one the page cannot read (an unknown view or severity, a page that is not a whole number
 * from 1), means its default: a hand-edited or outdated link still opens the page.
 */
export function readNotificationsFilters(params: URLSearchParams): NotificationsFilters {
  const view = params.get('view');
  const created = params.get('created');
  const severity = params.get('severity')?.toLowerCase();
  return {
    view: NOTIFICATION_VIEWS.some(({ id }) => id === view)
      ? (view as NotificationView)
      : DEFAULT_FILTERS.view,
    search: params.get('search') ?? DEFAULT_FILTERS.search,
    createdAfter: CREATED_AFTER_OPTIONS.some(({ id }) => id === created)
      ? (created as CreatedAfter)
      : DEFAULT_FILTERS.createdAfter,
    minimumSeverity: NOTIFICATION_SEVERITIES.includes(severity as NotificationSeverity)
      ? (severity as NotificationSeverity)
      : undefined,
    topic: params.get('topic') || undefined,
    offset: (readPage(params.get('page')) - 1) * NOTIFICATIONS_PAGE_SIZE,
  };
}

/**
 * The URL query of the filters: defaults are left out, so the plain page has a plain URL.
 * Parameters of others (none today) are kept. Pages count from 1 here, as people read them.
 */
export function writeNotificationsFilters(
  params: URLSearchParams,
  filters: NotificationsFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const page = Math.floor(filters.offset / NOTIFICATIONS_PAGE_SIZE) + 1;
  setOrDelete(next, 'view', filters.view === DEFAULT_FILTERS.view ? '' : filters.view);
  setOrDelete(next, 'search', filters.search.trim() === '' ? '' : filters.search);
  setOrDelete(
    next,
    'created',
    filters.createdAfter === DEFAULT_FILTERS.createdAfter ? '' : filters.createdAfter,
  );
  setOrDelete(next, 'severity', filters.minimumSeverity ?? '');
  setOrDelete(next, 'topic', filters.topic ?? '');
  setOrDelete(next, 'page', page > 1 ? String(page) : '');
  return next;
}

/** Digits only: '-1', '1.5', '2abc' and pages whose offset the server cannot take are not pages. */
function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page * NOTIFICATIONS_PAGE_SIZE) ? page : 1;
}

function setOrDelete(params: URLSearchParams, key: string, value: string) {
  if (value) params.set(key, value);
  else params.delete(key);
}
