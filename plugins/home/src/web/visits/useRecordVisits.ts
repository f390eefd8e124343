import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@atrium/web-core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordVisit, VISITS_QUERY_KEY } from '../api';
import { visitOfPathname } from './visitOfPathname';

/**
 * Records each page the person moves to, once per change of pathname: a new query string or hash
 * is the same page. Call it once, inside the router. The request runs after the render and its
 * outcome is not awaited; a visit that could not be recorded is not worth interrupting anyone.
 */
export function useRecordVisits(): void {
  const { pathname } = useLocation();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const lastRecorded = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (lastRecorded.current === pathname) return;
    lastRecorded.current = pathname;
    const visit = visitOfPathname(pathname);
    if (!visit) return;
    recordVisit(api, visit).then(
      () => queryClient.invalidateQueries({ queryKey: VISITS_QUERY_KEY }),
      () => undefined,
    );
  }, [api, queryClient, pathname]);
}
