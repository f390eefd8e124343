import { errorResponse, jsonResponse } from '@atrium/web-core/testing';
/** A route of the fake backend: answers a JSON body, or a Response for errors and statuses. */
export type FakeRoute = (request: { url: URL; method: string; body: unknown }) => unknown;

export interface FakeBackend {
  fetch: typeof fetch;
  /** Every request made, in order, with its parsed JSON body. */
  requests: Array<{ url: URL; method: string; body: unknown }>;
  requestsTo(path: string): Array<{ url: URL; method: string; body: unknown }>;
}

/**
 * A fetch answering from `routes`, keyed by `METHOD /api/...path` (or just the path for GET);
 * unknown paths get a 404 with the standard error body, as the real server answers.
 */
export function createFakeBackend(routes: Record<string, FakeRoute>): FakeBackend {
  const requests: FakeBackend['requests'] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ url, method, body });
    const route =
      routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
    if (!route)
      return errorResponse(404, 'NotFoundError', `No route for ${method} ${url.pathname}`);
    const answer = await route({ url, method, body });
    if (answer instanceof Response) return answer;
    return jsonResponse(answer);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    requestsTo: path => requests.filter(request => request.url.pathname === path),
  };
}

// Re-exported so a test imports every fake from one place.
export { errorResponse, jsonResponse };
