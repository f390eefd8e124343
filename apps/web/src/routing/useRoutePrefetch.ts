import { useApiClient, useSessionManager, type WebRoute } from '@atrium/web-core';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation, useParams } from 'react-router';

/**
 * Runs the route's prefetch and preload whenever its URL changes. A layout effect runs right
 * after the frame commits (with the page's Suspense fallback) and before the browser paints, so
 * the queries start in the task that starts the page's chunk, and a page's other chunks (its
 * first tab) load alongside it. Running again is cheap: queries already fresh or in flight are
 * not fetched twice, and a chunk loads once.
 */
export function useRoutePrefetch(route: WebRoute | undefined) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const sessions = useSessionManager();
  const params = useParams();
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    const prefetching = route?.prefetch?.({
      params,
      searchParams: new URLSearchParams(search),
      queryClient,
      api,
      sessions,
    });
    // A query that fails is the page's to report, when it asks for it.
    void Promise.resolve(prefetching).catch(() => undefined);
    // A failed chunk is the page's to report, when it renders.
    route?.preload?.().catch(() => undefined);
  }, [route, params, pathname, search, queryClient, api, sessions]);
}
