import type { AuthorizeRequestItem } from '@atrium/model';
import { errorResponse, jsonResponse } from '@atrium/web-core/testing';

/** One request the page made, as the fake backend saw it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** Answers a JSON body, a Response as it is, or nothing (204). */
export type FakeRoute = (request: RecordedRequest) => unknown;

export interface FakeBackend {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** The requests to `METHOD /api/...path` (query string left out). */
  requestsTo(route: string): RecordedRequest[];
}

export interface FakeBackendOptions {
  /** Permissions refused to the signed-in person; every other one is allowed. */
  denied?: string[];
}

/**
 * A backend answering from `routes`, keyed by `METHOD /api/<plugin>/<path>` without the query;
 * the permission backend is built in, and unknown routes get a 404 in the standard error body.
 */
export function createFakeBackend(
  routes: Record<string, FakeRoute>,
  options: FakeBackendOptions = {},
): FakeBackend {
  const requests: RecordedRequest[] = [];
  const denied = new Set(options.denied ?? []);
  const allRoutes: Record<string, FakeRoute> = {
    'POST /api/permission/authorize': ({ body }) => {
      const items = (body as { items: AuthorizeRequestItem[] }).items;
      return {
        items: items.map(item => ({
          id: item.id,
          result: denied.has(item.permission.name) ? 'DENY' : 'ALLOW',
        })),
      };
    },
    ...routes,
  };
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, headers: new Headers(init?.headers), body };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const route = allRoutes[key];
    if (!route) return errorResponse(404, 'NotFoundError', `No route for ${key}`);
    // A route may answer later, to hold the page in its loading state.
    const answer: unknown = await route(request);
    if (answer instanceof Response) return answer;
    if (answer === undefined) return new Response(null, { status: 204 });
    return jsonResponse(answer, method === 'POST' ? 201 : 200);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    requestsTo: route =>
      requests.filter(request => `${request.method} ${request.url.pathname}` === route),
  };
}
