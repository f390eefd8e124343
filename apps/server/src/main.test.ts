import type { ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_KINDS, type Entity } from '@atrium/model';
import { fetchGuestToken } from '@atrium/plugin-auth/testing';
import { findFreePort } from '@atrium/server-core/testing';
import { bundleServerForTest, startMain } from './testing/startMain';

describe('apps/server main', () => {
  const started: ChildProcess[] = [];
  const temporary: string[] = [];
  afterEach(async () => {
    for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of temporary.splice(0)) await fs.rm(dir, { recursive: true, force: true });
  });

  // `npm start` runs the bundle `npm run build` makes; tests of the source run it through tsx.
  let bundle: string | undefined;
  beforeAll(async () => {
    bundle = await bundleServerForTest();
  }, 60_000);
  afterAll(async () => {
    if (bundle) await fs.rm(bundle, { force: true });
  });

  it('bundles into plain ASCII, which V8 keeps as a one-byte string (half the memory)', async () => {
    const source = await fs.readFile(bundle!, 'utf8');
    expect(source.length).toBeGreaterThan(1_000_000);
    expect(source.match(/[^\t-~]/)?.[0]).toBeUndefined();
  });

  it.each([
    ['its source', false],
    ['the bundle npm start runs', true],
  ])(
    'serves the demo organisation from the shipped configuration, without processing errors, and stops on SIGTERM (%s)',
    async (_label, bundled) => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-main-'));
      temporary.push(dir);
      const port = await findFreePort();
      const override = path.join(dir, 'test.yaml');
      await fs.writeFile(
        override,
        `backend:\n  listen: { port: ${port}, host: 127.0.0.1 }\n  database: { client: better-sqlite3, connection: { directory: ${JSON.stringify(path.join(dir, 'data'))} } }\n`,
      );
      const main = startMain(['--config', 'app-config.yaml', '--config', override], {
        bundle: bundled ? bundle : undefined,
      });
      started.push(main.child);
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 20_000;
      let entities: Entity[] = [];
      let token: string | undefined;
      while (Date.now() < deadline) {
        // Undefined until the server answers.
        token ??= await fetchGuestToken(base).catch(() => undefined);
        const response = await fetch(`${base}/api/catalog/entities`, {
          headers: { authorization: `Bearer ${token}` },
        }).catch(() => undefined);
        if (response?.ok) {
          entities = (await response.json()) as Entity[];
          const demo = entities.find(e => e.metadata.name === 'demo-organisation');
          const expected = (demo?.spec as { targets?: string[] } | undefined)?.targets?.length;
          // Done once every file the demo Location names has been read.
          const locations = new Set(
            entities.map(e => e.metadata.annotations?.['backstage.io/managed-by-location']),
          );
          if (expected && locations.size >= expected + 1) break;
        }
        await new Promise(resolve => setTimeout(resolve, 100));
      }
      expect(entities.length).toBeGreaterThan(60);
      const kinds = new Set(entities.map(e => e.kind));
      // Every built-in kind, the demo templates included.
      for (const kind of ENTITY_KINDS) {
        expect(kinds, kind).toContain(kind);
      }
      const problems = entities.flatMap(e =>
        (e.status?.items ?? []).map(item => `${e.metadata.name}: ${item.message}`),
      );
      expect(problems).toEqual([]);
      const api = entities.find(e => e.kind === 'API' && typeof e.spec?.definition === 'string');
      expect((api?.spec?.definition as string).length).toBeGreaterThan(200);

      // The Kubernetes client library is loaded on first use (from outside the bundle there).
      const component = entities.find(e => e.metadata.name === 'pricing-engine');
      const workloads = await fetch(`${base}/api/kubernetes/services/pricing-engine`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ entity: component }),
      });
      expect(workloads.status).toBe(200);
      const { items } = (await workloads.json()) as {
        items: Array<{ resources: Array<{ type: string; resources: unknown[] }> }>;
      };
      const pods = items.flatMap(item => item.resources.filter(r => r.type === 'pods'));
      expect(pods.flatMap(r => r.resources).length).toBeGreaterThan(0);

      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
    },
    40_000,
  );

  it('serves the app under its path prefix and the API on one port when the two base URLs share an origin', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-main-'));
    temporary.push(dir);
    const port = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    const override = path.join(dir, 'one-origin.yaml');
    await fs.writeFile(
      override,
      JSON.stringify({
        app: { baseUrl: `${origin}/portal` },
        backend: {
          baseUrl: origin,
          listen: { port, host: '127.0.0.1' },
          database: { client: 'better-sqlite3', connection: { directory: path.join(dir, 'data') } },
        },
      }),
    );
    const main = startMain(['--config', 'app-config.yaml', '--config', override], { bundle });
    started.push(main.child);
    const token = await main.waitFor(() => fetchGuestToken(origin), 'the API on the one port');
    const entities = await fetch(`${origin}/api/catalog/entities?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(entities.status).toBe(200);
    const page = await fetch(`${origin}/portal/catalog`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const frontend = (await (await fetch(`${origin}/portal/app-config.json`)).json()) as {
      app: { baseUrl: string };
      backend: { baseUrl: string };
    };
    expect(frontend.app.baseUrl).toBe(`${origin}/portal`);
    expect(frontend.backend.baseUrl).toBe(origin);
    main.child.kill('SIGTERM');
    expect(await main.exited).toBe(0);
  }, 40_000);

  it('refuses to start with an invalid configuration, naming the key', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-main-'));
    temporary.push(dir);
    const bad = path.join(dir, 'bad.yaml');
    await fs.writeFile(
      bad,
      'app:\n  baseUrl: http://localhost:3000\nbackend:\n  baseUrl: http://localhost:7007\n  database:\n    client: mysql\n',
    );
    const main = startMain(['--config', bad]);
    started.push(main.child);
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain('backend.database.client');
    expect(main.output()).toContain('Atrium could not start: the configuration is invalid.');
  });

  it('refuses to start, saying why, when the key file that seals signing keys may be read by others', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-main-'));
    temporary.push(dir);
    const keyFile = path.join(dir, 'data', 'auth-key-encryption.key');
    await fs.mkdir(path.dirname(keyFile));
    await fs.writeFile(keyFile, 'k'.repeat(43));
    await fs.chmod(keyFile, 0o644);
    const override = path.join(dir, 'test.yaml');
    const port = await findFreePort();
    await fs.writeFile(
      override,
      `backend:\n  listen: { port: ${port}, host: 127.0.0.1 }\n  database: { client: better-sqlite3, connection: { directory: ${JSON.stringify(path.dirname(keyFile))} } }\n`,
    );
    const main = startMain(['--config', 'app-config.yaml', '--config', override]);
    started.push(main.child);
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain(
      `Atrium could not start: The key file ${keyFile} may be read by other users (mode 0644): allow its owner alone with 'chmod 600 ${keyFile}'`,
    );
    // The message stands alone: no stack trace to read through.
    expect(main.output()).not.toMatch(/^\s+at /m);
  });
});
