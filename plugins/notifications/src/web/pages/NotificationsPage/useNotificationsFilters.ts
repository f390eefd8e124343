import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { NotificationsFilters } from './notificationsFilters';
import { readNotificationsFilters, writeNotificationsFilters } from './notificationsSearchParams';

export interface ChangeFiltersOptions {
  /** Replaces the history entry instead of adding one. */
  replace?: boolean;
}

/**
 * The page's filters, kept in the URL so a reload, Back and Forward and a shared link show the
 * same list.
 */
export function useNotificationsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readNotificationsFilters(params), [params]);
  const changeFilters = useCallback(
    (change: Partial<NotificationsFilters>, options: ChangeFiltersOptions = {}) =>
      setParams(
        current =>
          writeNotificationsFilters(current, { ...readNotificationsFilters(current), ...change }),
        { replace: options.replace },
      ),
    [setParams],
  );
  return { filters, changeFilters };
}
