import { randomUUID } from 'node:crypto';
import {
  MAX_VISITS_PER_USER,
  type ListVisitsRequest,
  type RecordVisitRequest,
  type Visit,
} from '../../shared';
import type { VisitRow, VisitsStore } from '../store/visitsStore';

export interface VisitsService {
  /** Counts a view of a page by the user; answers the page's visit. */
  record(userRef: string, request: RecordVisitRequest): Promise<Visit>;
  /** The user's own visits, never another's. */
  list(userRef: string, request: ListVisitsRequest): Promise<Visit[]>;
}

function toVisit(row: VisitRow): Visit {
  return {
    id: row.id,
    pathname: row.pathname,
    hits: Number(row.hits),
    timestamp: Number(row.timestamp),
    ...(row.entity_ref !== null && { entityRef: row.entity_ref }),
  };
}

export function createVisitsService(store: VisitsStore): VisitsService {
  return {
    async record(userRef, { pathname, entityRef }) {
      const row = await store.record(
        { userRef, id: randomUUID(), pathname, entityRef, timestamp: Date.now() },
        MAX_VISITS_PER_USER,
      );
      return toVisit(row);
    },
    async list(userRef, { orderBy, limit }) {
      return (await store.list({ userRef, orderBy, limit })).map(toVisit);
    },
  };
}
