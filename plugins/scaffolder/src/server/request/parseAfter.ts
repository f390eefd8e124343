import { parseCount } from './parseTaskListQuery';

/** The event id to resume after: `after` in the query, else the SSE `Last-Event-ID` header. */
export function parseAfter(
  query: string | string[] | undefined,
  lastEventId?: string | string[],
): number | undefined {
  return parseCount(query ?? lastEventId, 'after', 0, Number.MAX_SAFE_INTEGER);
}
