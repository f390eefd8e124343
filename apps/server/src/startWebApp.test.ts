import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRONTEND_CONFIG_ELEMENT_ID } from '@atrium/model';
import {
  authTokensServiceRef,
  createConfig,
  createLogger,
  createServer,
  definePlugin,
  type AtriumServer,
} from '@atrium/server-core';
import { createMockAuthTokens, mockUserToken } from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebApp, type WebAppServer } from './startWebApp';

const hello = definePlugin({
  id: 'hello',
  setup({ router }) {
    router.get('/greeting', async request => ({
      greeting: 'hi',
      host: request.headers.host,
      caller: request.principal?.type,
    }));
  },
});

/** Stands in for the auth plugin's cookie endpoint. */
const cookie = definePlugin({
  id: 'auth',
  setup({ router }) {
    router.get('/v1/cookie', async request => ({ path: request.url }));
  },
});

describe('startWebApp with the backend of this process', () => {
  let dir: string;
  let backend: AtriumServer;
  let web: WebAppServer;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-web-app-'));
    await fs.writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><head><script type="module" src="./assets/main.js"></script></head><div id="root"></div>',
    );
    const logger = createLogger({ level: 'silent' });
    const config = createConfig({
      app: { baseUrl: 'http://127.0.0.1:0' },
      backend: {
        baseUrl: 'http://127.0.0.1:7007',
        database: { client: 'better-sqlite3', connection: ':memory:' },
      },
    });
    backend = createServer({
      config,
      plugins: [hello, cookie],
      logger,
      provideServices: services => services.provide(authTokensServiceRef, createMockAuthTokens()),
    });
    await backend.listen({ port: 0, host: '127.0.0.1' });
    const started = await startWebApp({
      config,
      logger,
      distDir: dir,
      port: 0,
      host: '127.0.0.1',
      backendBaseUrl: () => 'http://127.0.0.1:7007',
      backend: backend.app,
    });
    if (!started) throw new Error('web app not started');
    web = started;
  });
  afterAll(async () => {
    await web?.stop();
    await backend?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers the API on its own origin, through the backend', async () => {
    const response = await fetch(`${web.url}/api/hello/greeting`, {
      headers: { authorization: `Bearer ${mockUserToken()}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(await response.json()).toEqual({
      greeting: 'hi',
      host: new URL(web.url).host,
      caller: 'user',
    });
    const anonymous = await fetch(`${web.url}/api/hello/greeting`);
    expect(anonymous.status).toBe(401);

    const missing = await fetch(`${web.url}/api/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { name: 'NotFoundError' } });
  });

  it("answers the session cookie's app path with the auth plugin's cookie endpoint", async () => {
    const response = await fetch(`${web.url}/.backstage/auth/v1/cookie?x=1`, {
      headers: { authorization: `Bearer ${mockUserToken()}` },
    });
    expect(await response.json()).toEqual({ path: '/api/auth/v1/cookie?x=1' });
    const underBasePath = await fetch(`${web.url}/portal/.backstage/auth/v1/cookie`, {
      headers: { authorization: `Bearer ${mockUserToken()}` },
    });
    expect(await underBasePath.json()).toEqual({ path: '/api/auth/v1/cookie' });
    const other = await fetch(`${web.url}/.backstage/auth/v1/cookies`);
    expect(other.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('tells the browser to call the API on the page origin, and serves pages as before', async () => {
    const response = await fetch(`${web.url}/catalog/default/component/x`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const embedded = new RegExp(
      `<script type="application/json" id="${FRONTEND_CONFIG_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    const config = JSON.parse(embedded ?? '{}') as { backend?: { baseUrl: string } };
    expect(config.backend?.baseUrl).toBe(web.url);
    expect(html).toContain('src="/assets/main.js"');
  });
});
