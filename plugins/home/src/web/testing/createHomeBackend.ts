import { errorResponse, jsonResponse } from '@atrium/web-core/testing';

/** Answers one request; a plain value is sent as JSON with 200. */
export type HomeRoute = (url: URL, body: unknown) => unknown;

export interface HomeBackend {
  fetch: typeof fetch;
  /** Every request, in order: method, path under `/api` and the parsed JSON body. */
  requests: Array<{ method: string; path: string; url: URL; body: unknown }>;
  /** The `value` of every `PUT` of the home layout, in order. */
  savedLayouts(): unknown[];
}

const LAYOUT_PATH = '/user-settings/buckets/home/keys/layout';

/**
 * A fetch that plays the APIs the home page calls, keyed `METHOD /plugin/path` (without `/api`).
 * The layout is 404 (never saved) and saving it succeeds unless `routes` say otherwise; other
 * paths get a 404.
 */
export function createHomeBackend(routes: Record<string, HomeRoute> = {}): HomeBackend {
  const requests: HomeBackend['requests'] = [];
  const all: Record<string, HomeRoute> = {
    [`GET ${LAYOUT_PATH}`]: () => errorResponse(404, 'NotFoundError', 'No such setting'),
    [`PUT ${LAYOUT_PATH}`]: (_url, body) => ({
      bucket: 'home',
      key: 'layout',
      ...(body as object),
    }),
    ...routes,
  };
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path, url, body });
    const route = all[`${method} ${path}`];
    if (!route) return errorResponse(404, 'NotFoundError', `No route for ${method} ${path}`);
    const answer = route(url, body);
    return answer instanceof Response ? answer : jsonResponse(answer);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    savedLayouts: () =>
      requests
        .filter(request => request.method === 'PUT' && request.path === LAYOUT_PATH)
        .map(request => (request.body as { value: unknown }).value),
  };
}

/** The GET of a stored layout, as the user-settings API answers it. */
export function storedLayout(value: unknown): HomeRoute {
  return () => ({ bucket: 'home', key: 'layout', value });
}
