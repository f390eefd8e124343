import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Entity, EntityStatusItem } from '@atrium/model';
import { describeEachDatabase } from '@atrium/server-core/testing';
import {
  documents,
  componentYaml,
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from './testing/startCatalogServer';

const component = (name: string) => componentYaml(name, 'team');

/** A local HTTP peer that serves, fails or hangs per path. */
async function startPeer() {
  const hanging = new Set<http.ServerResponse>();
  const conditional: string[] = [];
  const peer = http.createServer((request, response) => {
    if (request.url === '/catalog.yaml') return void response.end(component('from-url'));
    if (request.url === '/tagged.yaml') {
      const tag = request.headers['if-none-match'];
      if (typeof tag === 'string') conditional.push(tag);
      if (tag === '"v1"') {
        response.statusCode = 304;
        return void response.end();
      }
      response.setHeader('etag', '"v1"');
      return void response.end(component('tagged'));
    }
    if (request.url === '/broken') {
      response.statusCode = 500;
      return void response.end('boom');
    }
    if (request.url === '/slow') return void hanging.add(response);
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>(resolve => peer.listen(0, '127.0.0.1', resolve));
  const { port } = peer.address() as AddressInfo;
  return {
    conditional,
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>(resolve => {
        for (const response of hanging) response.destroy();
        peer.close(() => resolve());
      }),
  };
}

describeEachDatabase('catalog bad input', database => {
  let server: CatalogTestServer | undefined;
  let peer: Awaited<ReturnType<typeof startPeer>>;
  beforeAll(async () => {
    peer = await startPeer();
  });
  afterAll(() => peer.close());
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const start = async (
    files: Record<string, string> = {},
    catalog: Record<string, unknown> = {},
  ) => {
    server = await startCatalogServer({
      database,
      files,
      config: { backend: { reading: { allow: [{ host: peer.host }], timeoutMs: 300 } }, catalog },
    });
    return server;
  };

  /** Registers a location and answers the status items its Location entities carry. */
  const register = async (s: CatalogTestServer, type: string, target: string) => {
    const created = await s.json<{ location: { id: string } }>('/api/catalog/locations', {
      method: 'POST',
      body: { type, target },
    });
    expect(created.status).toBe(201);
    return created.body.location.id;
  };

  const locationErrors = async (s: CatalogTestServer): Promise<EntityStatusItem[]> => {
    const { body } = await s.get<Entity[]>('/api/catalog/entities?filter=kind=location');
    return body.flatMap(entity => entity.status?.items ?? []);
  };

  const names = async (s: CatalogTestServer) =>
    (await s.get<Entity[]>('/api/catalog/entities?filter=kind=component')).body
      .map(e => e.metadata.name)
      .sort();

  it('reports malformed YAML with the file and line, and keeps what was ingested', async () => {
    const s = await start({ 'catalog.yaml': documents(component('one'), component('two')) });
    await register(s, 'file', `${s.dir}/catalog.yaml`);
    expect(await names(s)).toEqual(['one', 'two']);
    await s.write(
      'catalog.yaml',
      'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata: [unclosed\n',
    );
    await s.json('/api/catalog/refresh', {
      method: 'POST',
      body: { entityRef: 'component:default/one' },
    });
    const [error] = await locationErrors(s);
    expect(error?.message).toMatch(
      new RegExp(`Malformed YAML in file:${s.dir}/catalog.yaml at line \\d+`),
    );
    expect(error?.level).toBe('error');
    expect(await names(s)).toEqual(['one', 'two']);
  });

  it('reports a document that is not an object, and still reads the others', async () => {
    const s = await start({ 'catalog.yaml': documents(component('fine'), '- just\n- a list') });
    await register(s, 'file', `${s.dir}/catalog.yaml`);
    expect(await names(s)).toEqual(['fine']);
    expect((await locationErrors(s)).map(e => e.message)).toEqual([
      `The document 2 of file:${s.dir}/catalog.yaml is not an entity: expected an object with apiVersion, kind and metadata`,
    ]);
  });

  it("reports an unknown kind in Backstage's words", async () => {
    const s = await start({ 'catalog.yaml': entityYaml('Spaceship', 'enterprise') });
    await register(s, 'file', `${s.dir}/catalog.yaml`);
    const [error] = await locationErrors(s);
    expect(error?.message).toContain(`document 1 of file:${s.dir}/catalog.yaml`);
    expect(error?.message).toContain(
      'No processor recognized the entity spaceship:default/enterprise as valid, possibly caused by a foreign kind or apiVersion',
    );
  });

  it('keeps the last good version of an entity whose new version is invalid, and shows why', async () => {
    const s = await start({ 'catalog.yaml': component('kept') });
    await register(s, 'file', `${s.dir}/catalog.yaml`);
    await s.write(
      'catalog.yaml',
      entityYaml('Component', 'kept', { type: 'service', lifecycle: 'production' }),
    );
    await s.json('/api/catalog/refresh', {
      method: 'POST',
      body: { entityRef: 'component:default/kept' },
    });
    const { body } = await s.get<Entity>('/api/catalog/entities/by-name/component/default/kept');
    expect(body.spec?.owner).toBe('team');
    expect(body.status?.items?.[0]?.message).toContain('spec.owner');
  });

  it('refuses a 50 MB file without reading it', async () => {
    const s = await start({ 'catalog.yaml': component('small') });
    const huge = `${s.dir}/huge.yaml`;
    await fs.writeFile(huge, '');
    await fs.truncate(huge, 50 * 1024 * 1024);
    await register(s, 'file', huge);
    expect((await locationErrors(s)).map(e => e.message)).toEqual([
      `Unable to read file:${huge}: ${huge} is larger than the limit of 10 MB`,
    ]);
  });

  it('reports a url that answers 500, and one that times out', async () => {
    const s = await start();
    await register(s, 'url', `${peer.url}/broken`);
    await register(s, 'url', `${peer.url}/slow`);
    const messages = (await locationErrors(s)).map(e => e.message).sort();
    expect(messages).toEqual([
      `Unable to read url:${peer.url}/broken: Could not read ${peer.url}/broken: HTTP 500 Internal Server Error`,
      `Unable to read url:${peer.url}/slow: Timed out after 300 ms reading ${peer.url}/slow`,
    ]);
  });

  it('reads a url location from an allowed host', async () => {
    const s = await start();
    await register(s, 'url', `${peer.url}/catalog.yaml`);
    expect(await names(s)).toEqual(['from-url']);
  });

  it('re-reads url locations on the interval with If-None-Match, keeping what it has on 304', async () => {
    const s = await start({}, { processingInterval: { milliseconds: 100 } });
    await register(s, 'url', `${peer.url}/tagged.yaml`);
    await s.waitFor(async () => (peer.conditional.includes('"v1"') ? true : undefined));
    expect(await names(s)).toEqual(['tagged']);
    expect(await locationErrors(s)).toEqual([]);
  });

  it('refuses kinds that catalog.rules do not allow, naming the rule to change', async () => {
    const s = await start(
      {
        'catalog.yaml': documents(
          component('allowed'),
          entityYaml('Group', 'not-allowed', { type: 'team', children: [] }),
        ),
      },
      { rules: [{ allow: ['Component', 'Location'] }] },
    );
    await register(s, 'file', `${s.dir}/catalog.yaml`);
    expect(await names(s)).toEqual(['allowed']);
    expect((await locationErrors(s)).map(e => e.message)).toEqual([
      `group:default/not-allowed is of kind Group, which is not allowed from file:${s.dir}/catalog.yaml; allow it in catalog.rules`,
    ]);
  });

  it('does not follow a location that points at itself', async () => {
    const s = await start({
      'loop.yaml': entityYaml('Location', 'loop', { target: './loop.yaml' }),
    });
    await register(s, 'file', `${s.dir}/loop.yaml`);
    const [error] = await locationErrors(s);
    expect(error?.message).toBe(
      `Location location:default/loop in file:${s.dir}/loop.yaml points at file:${s.dir}/loop.yaml, which is already being read above it; the cycle was not followed`,
    );
  });

  it('answers 400 with the standard body for an invalid filter, limit or order', async () => {
    const s = await start();
    for (const path of [
      '/api/catalog/entities?filter==component',
      '/api/catalog/entities/by-query?limit=-5',
      '/api/catalog/entities?order=asc:unknown.field',
      '/api/catalog/entities/by-query?orderField=nope,asc',
      '/api/catalog/entities/by-query?cursor=%22%3E%3Cscript%3E',
    ]) {
      const response = await s.get<{
        error: { name: string; message: string };
        response: { statusCode: number };
      }>(path);
      expect(response.status, path).toBe(400);
      expect(response.body.error.name, path).toBe('InputError');
      expect(response.body.response.statusCode).toBe(400);
    }
  });

  it('answers 413 for an oversized body and 400 for malformed or mistyped JSON', async () => {
    const s = await start();
    const tooLarge = await s.request('/api/catalog/entities/by-refs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        entityRefs: Array.from({ length: 60_000 }, (_, i) => `component:default/c${i}`),
      }),
    });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { name: string } }).error.name).toBe(
      'PayloadTooLargeError',
    );

    const malformed = await s.request('/api/catalog/locations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type": "url", ',
    });
    expect(malformed.status).toBe(400);

    const mistyped = await s.json<{ error: { message: string } }>('/api/catalog/locations', {
      method: 'POST',
      body: { type: 5, target: [] },
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.error.message).toMatch(/^Invalid request body: type: .*; target: /);
  });

  it('treats hostile strings as data, never as a server error', async () => {
    const s = await start({ 'catalog.yaml': component('safe') });
    await register(s, 'file', `${s.dir}/catalog.yaml`);
    for (const path of [
      `/api/catalog/entities/by-name/component/default/${encodeURIComponent("x' OR 1=1 --")}`,
      `/api/catalog/entities/by-name/${encodeURIComponent('<script>')}/default/${'a'.repeat(900)}`,
      `/api/catalog/entities?filter=${encodeURIComponent("metadata.name=' OR 1=1 --")}`,
      `/api/catalog/entities/by-query?fullTextFilterTerm=${encodeURIComponent('%_\\')}`,
      `/api/catalog/entity-facets?facet=${encodeURIComponent("spec.type'); DROP TABLE catalog_entities; --")}`,
    ]) {
      const response = await s.request(path);
      expect(response.status, path).toBeLessThan(500);
    }
    expect(await names(s)).toEqual(['safe']);
  });

  it('refuses to register a url on a host that reading is not allowed from', async () => {
    const s = await start();
    const response = await s.json<{ error: { name: string; message: string } }>(
      '/api/catalog/locations',
      {
        method: 'POST',
        body: { type: 'url', target: 'http://169.254.169.254/latest/meta-data/catalog-info.yaml' },
      },
    );
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({
      name: 'NotAllowedError',
      message:
        'Reading from http://169.254.169.254/latest/meta-data/catalog-info.yaml is not allowed; add its host to backend.reading.allow',
    });
  });
});
