import {
  stringifyEntityRef,
  type AuthorizeRequestItem,
  type AuthorizeResult,
  type Entity,
} from '@atrium/model';
import { errorResponse } from '@atrium/web-core/testing';

/** A route of the fake backend: answers a JSON body, or a Response for errors. */
export type FakeRoute = (url: URL, body: unknown) => unknown;

export interface FakeFetch {
  fetch: typeof fetch;
  /** Every URL requested, in order. */
  urls: URL[];
  /** The requests whose path ends with `pathSuffix`. */
  requestsTo(pathSuffix: string): URL[];
}

/**
 * A fetch that answers from `routes`, keyed by the path after `/api/catalog`; unknown paths get a
 * 404 with the standard error body, as the real server answers.
 */
export function createFakeFetch(routes: Record<string, FakeRoute>): FakeFetch {
  const urls: URL[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url);
    const path = url.pathname.replace(/^\/api\/catalog/, '');
    const route = routes[path];
    if (!route) return notFound();
    // Requests such as POST /entities/by-refs are answered from their JSON body.
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = route(url, body);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch: fakeFetch as typeof fetch,
    urls,
    requestsTo: pathSuffix => urls.filter(url => url.pathname.endsWith(pathSuffix)),
  };
}

export function notFound(message = 'Not found'): Response {
  return errorResponse(404, 'NotFoundError', message);
}

/** POST /entities/by-refs over `entities`: items in request order, null where one is missing. */
export function byRefsRoute(entities: Entity[]): FakeRoute {
  return (_url, body) => {
    const refs = (body as { entityRefs?: string[] } | undefined)?.entityRefs ?? [];
    const known = new Map(
      entities.map(entity => [stringifyEntityRef(entity).toLowerCase(), entity]),
    );
    return { items: refs.map(ref => known.get(ref.toLowerCase()) ?? null) };
  };
}

/** Mounted at `/api/permission/authorize`: answers each item with what `decide` says. */
export const PERMISSION_AUTHORIZE_PATH = '/api/permission/authorize';

export function permissionRoute(
  decide: (item: AuthorizeRequestItem) => AuthorizeResult,
  asked: AuthorizeRequestItem[] = [],
): FakeRoute {
  return (_url, body) => {
    const items = (body as { items: AuthorizeRequestItem[] }).items;
    asked.push(...items);
    return { items: items.map(item => ({ id: item.id, result: decide(item) })) };
  };
}

// Re-exported so a test imports every fake from one place.
export { errorResponse };
