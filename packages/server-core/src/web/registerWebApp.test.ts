import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FrontendConfig } from '@atrium/model';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../http/createHttpApp';
import { createLogger } from '../logging/createLogger';
import { isWebAppBuilt, registerWebApp } from './registerWebApp';

const FRONTEND_CONFIG: FrontendConfig = {
  app: { title: 'T', baseUrl: 'http://localhost/portal' },
  backend: { baseUrl: 'http://localhost:7007' },
  organization: { name: 'O' },
};

describe('registerWebApp', () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-web-'));
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><head><script type="module" src="./assets/main-abc.js"></script></head><div id="root"></div>',
    );
    await fs.writeFile(path.join(dir, 'assets', 'main-abc.js'), 'console.log(1)');
    await fs.writeFile(path.join(dir, 'assets', 'main-abc.js.gz'), gzipSync('console.log(1)'));
    app = createHttpApp({ logger: createLogger({ level: 'silent' }), customNotFound: true });
    await registerWebApp(app, {
      distDir: dir,
      basePath: '/portal',
      frontendConfig: () => FRONTEND_CONFIG,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('knows whether the app was built', () => {
    expect(isWebAppBuilt(dir)).toBe(true);
    expect(isWebAppBuilt(path.join(dir, 'nope'))).toBe(false);
  });

  it('answers index.html for any page under the base path, for the browser router', async () => {
    for (const page of ['/portal', '/portal/', '/portal/catalog/default/component/x']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      // The page finds its assets and its configuration wherever it is opened.
      expect(html).toContain('src="/portal/assets/main-abc.js"');
      expect(html).toContain(JSON.stringify(FRONTEND_CONFIG));
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves assets as immutable and the frontend configuration uncached', async () => {
    const asset = await fetch(`${base}/portal/assets/main-abc.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const config = await fetch(`${base}/portal/app-config.json`);
    expect(await config.json()).toEqual(FRONTEND_CONFIG);
  });

  it('sends the pre-compressed copy to browsers that accept it', async () => {
    const response = await fetch(`${base}/portal/assets/main-abc.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('keeps JSON 404s for API paths and paths outside the app', async () => {
    for (const page of ['/api/catalog/x', '/elsewhere']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status, page).toBe(404);
      expect(((await response.json()) as { error: { name: string } }).error.name).toBe(
        'NotFoundError',
      );
    }
  });
});
