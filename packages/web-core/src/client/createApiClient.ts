import { ResponseError } from './ResponseError';

export interface CreateApiClientOptions {
  /** The backend's base URL, e.g. `http://localhost:7007`; a trailing slash is ignored. */
  baseUrl: string;
  /** Defaults to the global fetch; tests pass a fake. */
  fetch?: typeof fetch;
  /** Answers the bearer token for the signed-in user, or undefined when there is none (guest). */
  getToken?: () => Promise<string | undefined> | string | undefined;
}

/** Like RequestInit, but `body` may be any JSON value; it is serialised for you. */
export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  body?: unknown;
}

export interface ApiClient {
  /** `${baseUrl}/api/${pluginId}` (spec 001 §7, service discovery). */
  baseUrlFor(pluginId: string): string;
  /** Sends the request and answers the raw response, whatever its status. */
  fetch(pluginId: string, path: string, init?: ApiRequestInit): Promise<Response>;
  /** Sends the request and parses the JSON answer; throws a ResponseError when it is not OK. */
  json<T>(pluginId: string, path: string, init?: ApiRequestInit): Promise<T>;
}

export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Resolved at call time so tests that stub the global after creating the client still work.
  const doFetch = (input: string, init: RequestInit) =>
    (options.fetch ?? globalThis.fetch)(input, init);

  function baseUrlFor(pluginId: string): string {
    return `${baseUrl}/api/${pluginId}`;
  }

  async function send(pluginId: string, path: string, init: ApiRequestInit = {}) {
    const { body, headers: initHeaders, ...rest } = init;
    const headers = new Headers(initHeaders);
    const token = await options.getToken?.();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);

    let requestBody: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) {
        requestBody = body;
      } else {
        requestBody = JSON.stringify(body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
    }
    const separator = path.startsWith('/') || path === '' ? '' : '/';
    return doFetch(`${baseUrlFor(pluginId)}${separator}${path}`, {
      ...rest,
      headers,
      body: requestBody,
    });
  }

  async function json<T>(pluginId: string, path: string, init?: ApiRequestInit): Promise<T> {
    const headers = new Headers(init?.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    const response = await send(pluginId, path, { ...init, headers });
    if (!response.ok) throw await ResponseError.fromResponse(response);
    // 204 and friends carry no body; callers asking for JSON get undefined rather than a parse error.
    if (response.status === 204 || response.headers.get('content-length') === '0') {
      return undefined as T;
    }
    return (await response.json()) as T;
  }

  return { baseUrlFor, fetch: send, json };
}

// Bodies the platform already knows how to send are passed through untouched, not JSON-encoded.
function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}
