import { errorResponse, jsonResponse } from '@atrium/web-core/testing';
import type { RecordVisitRequest, Visit } from '../../../shared';

export interface VisitsBackendOptions {
  /** What `GET /visits` answers, whatever its query; a Response is answered as it is. */
  list?: (query: URLSearchParams) => Visit[] | Response;
}

export interface VisitsBackend {
  fetch: typeof fetch;
  /** The bodies of `POST /visits`, in order. */
  recorded: RecordVisitRequest[];
  /** The queries of `GET /visits`, in order. */
  listed: URLSearchParams[];
  /** Both kinds in the order they came: `POST <pathname>` and `GET`. */
  log: string[];
}

/** A fetch that plays the visits API of `/api/home`; other paths get a 404. */
export function createVisitsBackend(options: VisitsBackendOptions = {}): VisitsBackend {
  const recorded: RecordVisitRequest[] = [];
  const listed: URLSearchParams[] = [];
  const log: string[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/home/visits' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as RecordVisitRequest;
      recorded.push(body);
      log.push(`POST ${body.pathname}`);
      return jsonResponse(visit(body.pathname, { entityRef: body.entityRef }));
    }
    if (url.pathname === '/api/home/visits' && method === 'GET') {
      listed.push(url.searchParams);
      log.push('GET');
      const answer = options.list?.(url.searchParams) ?? [];
      return answer instanceof Response ? answer : jsonResponse({ visits: answer });
    }
    return errorResponse(404, 'NotFoundError', `No route for ${method} ${url.pathname}`);
  };
  return { fetch: fakeFetch as typeof fetch, recorded, listed, log };
}

/** A visit of `pathname`, once, at the start of 2026 unless `fields` say otherwise. */
export function visit(pathname: string, fields: Partial<Visit> = {}): Visit {
  return {
    id: `visit-${pathname}`,
    pathname,
    hits: 1,
    timestamp: Date.parse('2026-01-01T00:00:00Z'),
    ...fields,
  };
}
