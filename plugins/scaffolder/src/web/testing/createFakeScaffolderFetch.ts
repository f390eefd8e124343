import type { SerializedTaskEvent } from '../../shared/contract';
import { errorResponse, jsonResponse } from '@atrium/web-core/testing';

/** A route of the fake backend: answers a JSON body, or a Response as it is. */
export type FakeRoute = (request: { url: URL; method: string }) => unknown;

export interface FakeRequest {
  method: string;
  url: URL;
}

export interface FakeScaffolderFetch {
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** The requests whose path (after `/api/scaffolder`) is `path`, with `method` if given. */
  requestsTo(path: string, method?: string): FakeRequest[];
}

/**
 * A fetch answering from `routes`, keyed by `METHOD /path` or `/path` (any method) after
 * `/api/scaffolder`; unknown paths get a 404 with the standard error body, as the server answers.
 */
export function createFakeScaffolderFetch(routes: Record<string, FakeRoute>): FakeScaffolderFetch {
  const requests: FakeRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push({ method, url });
    const path = url.pathname.replace(/^\/api\/scaffolder/, '');
    const route = routes[`${method} ${path}`] ?? routes[path];
    if (!route) return errorResponse(404, 'NotFoundError', `No route for ${method} ${path}`);
    const answer = route({ url, method });
    if (answer instanceof Response) return answer;
    if (answer === undefined) return new Response(null, { status: 204 });
    return jsonResponse(answer);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    requestsTo: (path, method) =>
      requests.filter(
        request =>
          request.url.pathname === `/api/scaffolder${path}` &&
          (method === undefined || request.method === method),
      ),
  };
}

export interface FakeEventStream {
  /** A fresh streaming response; call once per connection. */
  response(): Response;
  /** Sends raw event-stream text, e.g. half an event to test chunk boundaries. */
  send(text: string): void;
  /** Sends a task event the way the server writes it. */
  event(event: SerializedTaskEvent): void;
  /** Ends the connection, as a dropped stream or a finished task does. */
  close(): void;
}

/** A server-sent event stream the test writes to, one connection at a time. */
export function createFakeEventStream(): FakeEventStream {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const send = (text: string) => controller?.enqueue(encoder.encode(text));
  return {
    response() {
      const body = new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
    send,
    event(event) {
      send(`event: ${event.type}\nid: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    close() {
      controller?.close();
      controller = undefined;
    },
  };
}

// Re-exported so a test imports every fake from one place.
export { errorResponse, jsonResponse };
