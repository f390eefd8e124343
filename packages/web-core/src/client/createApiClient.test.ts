import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient';
import { ResponseError } from './ResponseError';

function fakeFetch(response: () => Response = () => Response.json({ ok: true })) {
  return vi.fn<typeof fetch>(async () => response());
}

function lastRequest(fetchMock: ReturnType<typeof fakeFetch>) {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('createApiClient', () => {
  it('builds plugin base URLs from the backend URL', () => {
    const client = createApiClient({ baseUrl: 'http://localhost:7007/', fetch: fakeFetch() });

    expect(client.baseUrlFor('catalog')).toBe('http://localhost:7007/api/catalog');
  });

  it('requests the plugin path and adds the bearer token', async () => {
    const fetchMock = fakeFetch();
    const client = createApiClient({
      baseUrl: 'http://localhost:7007',
      fetch: fetchMock,
      getToken: async () => 'secret',
    });

    await client.fetch('catalog', '/entities?limit=2');

    const { url, headers } = lastRequest(fetchMock);
    expect(url).toBe('http://localhost:7007/api/catalog/entities?limit=2');
    expect(headers.get('authorization')).toBe('Bearer secret');
  });

  it('sends no authorization header without a token', async () => {
    const fetchMock = fakeFetch();
    const client = createApiClient({
      baseUrl: 'http://backend',
      fetch: fetchMock,
      getToken: () => undefined,
    });

    await client.fetch('catalog', 'entities');

    const { url, headers } = lastRequest(fetchMock);
    expect(url).toBe('http://backend/api/catalog/entities');
    expect(headers.has('authorization')).toBe(false);
  });

  it('serialises object bodies as JSON', async () => {
    const fetchMock = fakeFetch(() => new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    const client = createApiClient({ baseUrl: 'http://backend', fetch: fetchMock });

    const answer = await client.json<{ id: number }>('catalog', '/locations', {
      method: 'POST',
      body: { type: 'url', target: 'https://example.com/catalog-info.yaml' },
    });

    const { init, headers } = lastRequest(fetchMock);
    expect(answer).toEqual({ id: 1 });
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"type":"url","target":"https://example.com/catalog-info.yaml"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('throws a ResponseError built from the error body when the answer is not OK', async () => {
    const fetchMock = fakeFetch(() =>
      Response.json(
        {
          error: { name: 'NotAllowedError', message: 'Not allowed' },
          request: { method: 'GET', url: '/entities' },
          response: { statusCode: 403 },
        },
        { status: 403, statusText: 'Forbidden' },
      ),
    );
    const client = createApiClient({ baseUrl: 'http://backend', fetch: fetchMock });

    const failure = client.json('catalog', '/entities');

    await expect(failure).rejects.toBeInstanceOf(ResponseError);
    await expect(failure).rejects.toMatchObject({
      message: 'Not allowed',
      statusCode: 403,
      cause: { name: 'NotAllowedError' },
    });
  });

  it('answers undefined for a 204', async () => {
    const fetchMock = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: 'http://backend', fetch: fetchMock });

    await expect(client.json('catalog', '/entities/abc', { method: 'DELETE' })).resolves.toBe(
      undefined,
    );
  });

  it('returns non-OK responses from fetch without throwing', async () => {
    const fetchMock = fakeFetch(() => new Response('nope', { status: 500 }));
    const client = createApiClient({ baseUrl: 'http://backend', fetch: fetchMock });

    const response = await client.fetch('catalog', '/entities');

    expect(response.status).toBe(500);
  });
});
