import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@atrium/web-core';
import {
  HOME_PLUGIN_ID,
  type ListVisitsRequest,
  type RecordVisitRequest,
  type Visit,
  type VisitsResponse,
} from '../shared';

/** Every visits query starts with this key, so a recorded visit refreshes the lists at once. */
export const VISITS_QUERY_KEY = [HOME_PLUGIN_ID, 'visits'] as const;

/** Counts a view of a page by the signed-in person. */
export function recordVisit(api: ApiClient, request: RecordVisitRequest): Promise<Visit> {
  return api.json(HOME_PLUGIN_ID, '/visits', { method: 'POST', body: request });
}

/** The signed-in person's own visits, in the order asked for. */
export function listVisits(
  api: ApiClient,
  { orderBy, limit }: ListVisitsRequest,
  signal?: AbortSignal,
): Promise<VisitsResponse> {
  const query = new URLSearchParams({ orderBy, limit: String(limit) });
  return api.json(HOME_PLUGIN_ID, `/visits?${query}`, { signal });
}

export function visitsQueryOptions(api: ApiClient, request: ListVisitsRequest) {
  return queryOptions({
    queryKey: [...VISITS_QUERY_KEY, request.orderBy, request.limit],
    queryFn: ({ signal }) => listVisits(api, request, signal),
  });
}
