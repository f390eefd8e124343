import { afterEach, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '@atrium/model';
import { createConfig } from '../config';
import { createDatabaseManager } from '../database/createDatabaseManager';
import { createLogger } from '../logging/createLogger';
import { definePlugin } from '../plugin/definePlugin';
import { createExtensionPoint } from '../plugin/extensionPoints';
import { authTokensServiceRef } from '../auth/principal';
import { createMockAuthTokens, mockUserToken } from '../testing/mockAuthTokens';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { createServer } from './createServer';

const echoPlugin = definePlugin({
  id: 'echo',
  setup({ router }) {
    router.get('/hello', async () => ({ hello: 'world' }));
    router.post('/echo', async request => request.body);
    router.get('/missing', async () => {
      throw new NotFoundError('There is nothing here');
    });
    router.get('/conflict', async () => {
      throw new ConflictError('Already there');
    });
    router.get('/crash', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:5432 password=hunter2');
    });
  },
});

describe('createServer', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('mounts each plugin under /api/<pluginId>', async () => {
    server = await startTestServer({ plugins: [echoPlugin] });
    expect(await server.json('/api/echo/hello')).toEqual({ status: 200, body: { hello: 'world' } });
    expect((await server.request('/hello')).status).toBe(404);
  });

  it('hands a plugin what plugins installed before or after it added to its extension point', async () => {
    const greetings = createExtensionPoint<string>('test.greetings');
    const contributor = (id: string, greeting: string) =>
      definePlugin({
        id,
        register: registrar => registrar.add(greetings, greeting),
        setup() {},
      });
    const owner = definePlugin({
      id: 'owner',
      setup({ router, extensions }) {
        const listed = extensions.list(greetings);
        router.get('/greetings', async () => listed);
      },
    });
    server = await startTestServer({
      plugins: [contributor('early', 'hello'), owner, contributor('late', 'hi')],
    });

    expect((await server.json('/api/owner/greetings')).body).toEqual(['hello', 'hi']);
  });

  it('answers errors with the standard body and the mapped status', async () => {
    server = await startTestServer({ plugins: [echoPlugin] });
    expect(await server.json('/api/echo/missing?x=1')).toEqual({
      status: 404,
      body: {
        error: { name: 'NotFoundError', message: 'There is nothing here' },
        request: { method: 'GET', url: '/api/echo/missing?x=1' },
        response: { statusCode: 404 },
      },
    });
    expect((await server.json('/api/echo/conflict')).status).toBe(409);
  });

  it('never echoes the message of an unexpected error', async () => {
    server = await startTestServer({ plugins: [echoPlugin] });
    const { status, body } = await server.json<{ error: { message: string } }>('/api/echo/crash');
    expect(status).toBe(500);
    expect(body.error.message).toBe('Internal server error');
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('answers unknown routes with a 404 in the standard body', async () => {
    server = await startTestServer({ plugins: [echoPlugin] });
    const { status, body } = await server.json<{ error: { name: string } }>('/api/nope/things');
    expect(status).toBe(404);
    expect(body.error.name).toBe('NotFoundError');
  });

  it('answers 413 for a body over the limit', async () => {
    server = await startTestServer({ plugins: [echoPlugin], bodyLimit: 1024 });
    const { status, body } = await server.json<{ error: { name: string } }>('/api/echo/echo', {
      method: 'POST',
      body: { data: 'x'.repeat(2048) },
    });
    expect(status).toBe(413);
    expect(body.error.name).toBe('PayloadTooLargeError');
  });

  it('gives every response a request id, keeping a safe incoming one', async () => {
    server = await startTestServer({ plugins: [echoPlugin] });
    const fresh = await server.request('/api/echo/hello');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.request('/api/echo/hello', {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('trace-42');
  });

  it('serves liveness and readiness', async () => {
    server = await startTestServer({ plugins: [echoPlugin] });
    for (const path of [
      '/healthcheck',
      '/readiness',
      '/.backstage/health/v1/readiness',
      '/.backstage/health/v1/liveness',
    ]) {
      expect(await server.json(path)).toEqual({ status: 200, body: { status: 'ok' } });
    }
  });

  it('finishes in-flight requests on shutdown, then stops plugins and closes the database', async () => {
    const events: string[] = [];
    const database = createDatabaseManager({ client: 'better-sqlite3', connection: ':memory:' });
    const originalDestroy = database.destroy.bind(database);
    database.destroy = async () => {
      events.push('database closed');
      await originalDestroy();
    };
    let release: () => void = () => undefined;
    const slowPlugin = definePlugin({
      id: 'slow',
      setup({ router, lifecycle }) {
        lifecycle.onShutdown(() => void events.push('plugin stopped'));
        router.get('/wait', async () => {
          events.push('request started');
          await new Promise<void>(resolve => (release = resolve));
          events.push('request finished');
          return { done: true };
        });
      },
    });
    const atrium = createServer({
      config: createConfig({}),
      plugins: [slowPlugin],
      logger: createLogger({ level: 'silent' }),
      database,
      provideServices: services => services.provide(authTokensServiceRef, createMockAuthTokens()),
    });
    const { port } = await atrium.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow/wait`, {
      headers: { authorization: `Bearer ${mockUserToken()}` },
    });
    while (!events.includes('request started'))
      await new Promise(resolve => setTimeout(resolve, 5));
    const stopping = atrium.stop();
    const readiness = await fetch(`http://127.0.0.1:${port}/readiness`).catch(() => undefined);
    expect(readiness === undefined || readiness.status === 503).toBe(true);
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await stopping;
    expect(events).toEqual([
      'request started',
      'request finished',
      'plugin stopped',
      'database closed',
    ]);
  });
});
