import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Entity } from '@atrium/model';
import { authCookiesServiceRef, definePlugin } from '@atrium/server-core';
import { catalogEntitiesServiceRef } from '@atrium/plugin-catalog/node';
import {
  notificationsSenderRef,
  type NotificationSendOptions,
} from '@atrium/plugin-notifications/node';
import {
  mockLimitedUserToken,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTechDocsPlugin } from './plugin';

/** Catalog files and docs sources, written per test run. */
let root: string;
/** What the stand-in catalog holds, by ref. */
const entities = new Map<string, Entity>();

function component(name: string, annotations: Record<string, string>): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: {
      name,
      namespace: 'default',
      annotations: {
        'backstage.io/managed-by-location': `file:${path.join(root, 'catalog-info.yaml')}`,
        ...annotations,
      },
    },
    spec: {},
  };
}

/** What the docs plugin asked the notifications plugin to send. */
const sent: Array<{ pluginId: string; options: NotificationSendOptions }> = [];

const standInsPlugin = definePlugin({
  id: 'stand-ins',
  provides: [catalogEntitiesServiceRef, authCookiesServiceRef, notificationsSenderRef],
  setup({ provide }) {
    provide(notificationsSenderRef, {
      async send(pluginId, options) {
        sent.push({ pluginId, options });
        return [];
      },
    });
    provide(catalogEntitiesServiceRef, {
      getEntityByRef: async ref => entities.get(ref.toLowerCase()),
      getEntities: async () => [],
    });
    provide(authCookiesServiceRef, {
      issue: async () => ({
        setCookie: 'atrium-auth=limited; Path=/; HttpOnly',
        expiresAt: new Date('2030-01-01T00:00:00Z'),
      }),
    });
  },
});

async function writeSite(dir: string, pages: Record<string, string>, siteName = 'Rides service') {
  await fs.mkdir(path.join(dir, 'docs'), { recursive: true });
  await fs.writeFile(path.join(dir, 'mkdocs.yml'), `site_name: ${siteName}\n`);
  for (const [name, text] of Object.entries(pages)) {
    await fs.mkdir(path.dirname(path.join(dir, 'docs', name)), { recursive: true });
    await fs.writeFile(path.join(dir, 'docs', name), text);
  }
}

/** Reads a whole sync stream: its events, as the reader receives them. */
async function syncEvents(server: TestServer, ref: string) {
  const response = await server.request(`/api/techdocs/sync/${ref}`);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  // The server writes each event as `event:` and one `data:` line, then a blank line.
  return (await response.text())
    .split('\n\n')
    .filter(Boolean)
    .map(frame => {
      const [event, data] = frame.split('\n');
      return {
        type: event!.slice('event: '.length),
        data: JSON.parse(data!.slice('data: '.length)) as unknown,
      };
    });
}

describe('the docs API', () => {
  let server: TestServer;
  let external: TestServer;

  beforeAll(async () => {
    root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'techdocs-routes-')));
    await writeSite(path.join(root, 'rides'), {
      'index.md': '# Rides\n\nSee [the guide](guide.md).\n\n![map](img/map.svg)\n',
      'guide.md': '# Guide\n\nStart here.\n',
      'img/map.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    });
    await fs.mkdir(path.join(root, 'broken'));
    await fs.writeFile(path.join(root, 'broken', 'mkdocs.yml'), 'site_name: [unclosed\n');
    for (const entity of [
      component('rides-service', { 'backstage.io/techdocs-ref': 'dir:./rides' }),
      component('broken-docs', { 'backstage.io/techdocs-ref': 'dir:./broken' }),
      component('no-docs', {}),
      component('escaping', { 'backstage.io/techdocs-ref': 'dir:../../etc' }),
    ]) {
      entities.set(`component:default/${entity.metadata.name}`, entity);
    }
    const publishDirectory = path.join(root, 'published');
    server = await startTestServer({
      plugins: [standInsPlugin, createTechDocsPlugin()],
      config: {
        techdocs: { builder: 'local', publisher: { type: 'local', local: { publishDirectory } } },
      },
    });
    external = await startTestServer({
      plugins: [standInsPlugin, createTechDocsPlugin()],
      config: {
        techdocs: {
          builder: 'external',
          publisher: { type: 'local', local: { publishDirectory } },
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await external?.stop();
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('builds on the first sync, serves the site, and builds again only when the source changes', async () => {
    const before = await server.json(
      '/api/techdocs/metadata/techdocs/default/component/rides-service',
    );
    expect(before.status).toBe(404);

    const first = await syncEvents(server, 'default/component/rides-service');
    expect(first.at(-1)).toEqual({ type: 'finish', data: { updated: true } });
    expect(first.filter(e => e.type === 'log').length).toBeGreaterThan(0);

    const metadata = await server.json<{ site_name: string; etag: string }>(
      '/api/techdocs/metadata/techdocs/default/Component/rides-service',
    );
    expect(metadata).toMatchObject({ status: 200, body: { site_name: 'Rides service' } });

    const page = await server.request(
      '/api/techdocs/static/docs/default/component/rides-service/guide/index.html',
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain('sandbox');
    expect(await page.text()).toContain('Start here.');
    const index = await server.request(
      '/api/techdocs/static/docs/default/component/rides-service/',
    );
    expect(await index.text()).toContain('Rides');

    expect(await syncEvents(server, 'default/component/rides-service')).toEqual([
      { type: 'finish', data: { updated: false } },
    ]);
    await fs.writeFile(path.join(root, 'rides', 'docs', 'guide.md'), '# Guide\n\nStart there.\n');
    expect((await syncEvents(server, 'default/component/rides-service')).at(-1)).toEqual({
      type: 'finish',
      data: { updated: true },
    });
    const changed = await server.request(
      '/api/techdocs/static/docs/default/component/rides-service/guide/',
    );
    expect(await changed.text()).toContain('Start there.');
    const after = await server.json<{ etag: string }>(
      '/api/techdocs/metadata/techdocs/default/component/rides-service',
    );
    expect(after.body.etag).not.toBe(metadata.body.etag);
  });

  it('serves images with the auth cookie, and never as a document that runs scripts', async () => {
    await syncEvents(server, 'default/component/rides-service');
    const svg = await server.request(
      '/api/techdocs/static/docs/default/component/rides-service/img/map.svg',
      { token: null, headers: { cookie: `atrium-auth=${mockLimitedUserToken()}` } },
    );
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await svg.text()).toContain('<svg');
    const anonymous = await server.request(
      '/api/techdocs/static/docs/default/component/rides-service/img/map.svg',
      { token: null },
    );
    expect(anonymous.status).toBe(401);
  });

  it.each([
    '/api/techdocs/static/docs/default/component/rides-service/..%2f..%2f..%2fetc/passwd',
    '/api/techdocs/static/docs/default/component/rides-service/%2e%2e/%2e%2e/mkdocs.yml',
    '/api/techdocs/static/docs/default/component/rides-service/missing/index.html',
  ])('answers %s with a 4xx, never a file outside the site', async url => {
    const response = await server.request(url);
    expect([400, 404]).toContain(response.status);
    expect((await response.json()) as unknown).toMatchObject({
      error: { message: expect.any(String) },
    });
  });

  it('reports a build that fails as an error event, and keeps serving', async () => {
    const events = await syncEvents(server, 'default/component/broken-docs');
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      data: expect.stringContaining('mkdocs.yml'),
    });
    // Its owners are told, through the entity as recipient.
    expect(sent).toContainEqual({
      pluginId: 'techdocs',
      options: expect.objectContaining({
        recipients: { type: 'entity', entityRef: 'component:default/broken-docs' },
        payload: expect.objectContaining({
          title: 'Docs build failed: component:default/broken-docs',
          link: '/docs/default/component/broken-docs',
        }),
      }),
    });
  });

  it('refuses to sync an entity without docs or whose docs leave its directory', async () => {
    const missing = await server.json<{ error: { message: string } }>(
      '/api/techdocs/sync/default/component/no-docs',
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('has no backstage.io/techdocs-ref annotation');
    const escaping = await server.json<{ error: { message: string } }>(
      '/api/techdocs/sync/default/component/escaping',
    );
    expect(escaping.status).toBe(400);
    expect(escaping.body.error.message).toContain(
      'leads outside the directory of its catalog file',
    );
  });

  it('answers 404 for an entity the caller cannot read, on every call', async () => {
    for (const url of [
      '/api/techdocs/metadata/techdocs/default/component/secret',
      '/api/techdocs/metadata/entity/default/component/secret',
      '/api/techdocs/sync/default/component/secret',
      '/api/techdocs/static/docs/default/component/secret/index.html',
    ]) {
      const response = await server.json<{ error: { message: string } }>(url);
      expect(response.status, url).toBe(404);
      expect(response.body.error.message).toBe('Entity component:default/secret not found');
    }
  });

  it('answers the entity with where it was read from', async () => {
    const { body } = await server.json<{ locationMetadata: unknown }>(
      '/api/techdocs/metadata/entity/default/component/rides-service',
    );
    expect(body.locationMetadata).toEqual({
      type: 'file',
      target: path.join(root, 'catalog-info.yaml'),
    });
  });

  it('sets the auth cookie', async () => {
    const response = await server.request('/api/techdocs/cookie');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('atrium-auth=limited');
    expect(await response.json()).toEqual({ expiresAt: '2030-01-01T00:00:00.000Z' });
  });

  it('only serves what was published when the builder is external', async () => {
    expect(await syncEvents(external, 'default/component/broken-docs')).toEqual([
      { type: 'finish', data: { updated: false } },
    ]);
    const served = await external.request(
      '/api/techdocs/static/docs/default/component/rides-service/guide/',
    );
    expect(served.status).toBe(200);
  });
});
