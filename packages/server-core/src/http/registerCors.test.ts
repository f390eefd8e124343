import { afterEach, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { definePlugin } from '../plugin/definePlugin';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { corsOriginsFromConfig } from './corsOriginsFromConfig';

const pingPlugin = definePlugin({
  id: 'ping',
  setup: ({ router }) => void router.get('/', async () => ({ ok: true })),
});

describe('CORS', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('allows the web app origin and configured origins, and nothing else', () => {
    const origins = corsOriginsFromConfig(
      createConfig({
        app: { baseUrl: 'http://localhost:3000' },
        backend: {
          baseUrl: 'http://localhost:7007',
          cors: { origin: ['https://tools.example.com'] },
        },
      }),
    );
    expect(origins).toEqual(['https://tools.example.com', 'http://localhost:3000']);
    expect(
      corsOriginsFromConfig(
        createConfig({ app: { baseUrl: 'http://x:7007' }, backend: { baseUrl: 'http://x:7007/' } }),
      ),
    ).toEqual([]);
  });

  it('answers preflights and adds headers for allowed origins only', async () => {
    server = await startTestServer({
      plugins: [pingPlugin],
      config: { app: { baseUrl: 'http://localhost:3000' } },
    });
    const preflight = await server.request('/api/ping', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const allowed = await server.request('/api/ping', {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await server.request('/api/ping', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
