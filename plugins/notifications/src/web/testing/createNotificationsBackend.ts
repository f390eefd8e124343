import { errorResponse, jsonResponse } from '@atrium/web-core/testing';
import type { Notification, NotificationSeverity } from '../../shared/contract';

/** A route of the fake backend: a JSON body, or a Response as it is (an error, say). */
export type NotificationsRoute = (url: URL, body: unknown) => unknown;

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

export interface NotificationsBackend {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** The requests of `method` to `path` (after `/api/notifications`), in order. */
  requestsTo(method: string, path: string): RecordedRequest[];
}

/**
 * A fetch answering from `routes`, keyed `'GET /status'` by method and the path after
 * `/api/notifications`; `GET /notifications/:id` is keyed `'GET /notifications/:id'`. Unknown
 * routes get a 404 in the standard error body.
 */
export function createNotificationsBackend(
  routes: Record<string, NotificationsRoute>,
): NotificationsBackend {
  const requests: RecordedRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    const path = url.pathname.replace(/^\/api\/notifications/, '');
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${routePattern(path)}`];
    if (!route) return errorResponse(404, 'NotFoundError', `No route for ${method} ${path}`);
    const answer = await route(url, body);
    return answer instanceof Response ? answer : jsonResponse(answer);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    requestsTo: (method, path) =>
      requests.filter(
        request =>
          request.method === method && request.url.pathname === `/api/notifications${path}`,
      ),
  };
}

function routePattern(path: string): string {
  return path.replace(/^\/notifications\/(?!update$)[^/]+$/, '/notifications/:id');
}

/** A notification of the guest, unread, created at `created`. */
export function notification(
  id: string,
  fields: Partial<Omit<Notification, 'payload'>> & {
    title?: string;
    description?: string;
    link?: string;
    severity?: NotificationSeverity;
    topic?: string;
  } = {},
): Notification {
  const { title, description, link, severity, topic, ...rest } = fields;
  return {
    id,
    user: 'user:default/guest',
    created: '2026-01-01T00:00:00.000Z',
    origin: 'plugin:scaffolder',
    payload: {
      title: title ?? `Notification ${id}`,
      severity: severity ?? 'normal',
      ...(description !== undefined && { description }),
      ...(link !== undefined && { link }),
      ...(topic !== undefined && { topic }),
    },
    ...rest,
  };
}
