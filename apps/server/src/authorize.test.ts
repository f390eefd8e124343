import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogPermissions } from '@atrium/model';
import { catalogPlugin } from '@atrium/plugin-catalog/server';
import { authPlugin } from '@atrium/plugin-auth/server';
import type { AuthSessionResponse } from '@atrium/plugin-auth/shared';
import {
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { permissionPlugin } from '@atrium/plugin-permission/server';
import { MAX_AUTHORIZE_ITEMS } from '@atrium/plugin-permission/shared';

// The auth and permission plugins together, as the portal runs them: real tokens, real policy.
describeEachDatabase('POST /api/permission/authorize', database => {
  let server: TestServer;
  let token: string;
  let dir: string;

  beforeAll(async () => {
    // The guest owns one component; a team owns the other.
    dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-authorize-')));
    const catalogFile = path.join(dir, 'catalog-info.yaml');
    await fs.writeFile(
      catalogFile,
      ['mine', 'theirs']
        .map(name =>
          JSON.stringify({
            apiVersion: 'backstage.io/v1alpha1',
            kind: 'Component',
            metadata: { name },
            spec: {
              type: 'service',
              lifecycle: 'production',
              owner: name === 'mine' ? 'user:guest' : 'team-b',
            },
          }),
        )
        .join('\n---\n'),
    );
    server = await startTestServer({
      database,
      plugins: [authPlugin, permissionPlugin, catalogPlugin],
      config: {
        auth: { providers: { guest: {} } },
        catalog: {
          rules: [{ allow: ['Component', 'Location'] }],
          locations: [{ type: 'file', target: catalogFile }],
          fileLocationRoots: [dir],
        },
      },
    });
    const session = await server.json<AuthSessionResponse>('/api/auth/guest/refresh', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    token = session.body.backstageIdentity.token;
    await waitForEntity(server, 'theirs', token);
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const authorize = (body: unknown, headers: Record<string, string> = {}) =>
    server.json('/api/permission/authorize', {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  it("answers the caller's checks by id, under the default policy", async () => {
    const { status, body } = await authorize({
      items: [
        { id: '1', permission: catalogPermissions.entityRead },
        { id: '2', permission: catalogPermissions.entityDelete },
        { id: '3', permission: catalogPermissions.entityCreate },
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [
        { id: '1', result: 'ALLOW' },
        {
          id: '2',
          result: 'CONDITIONAL',
          pluginId: 'catalog',
          resourceType: 'catalog-entity',
          conditions: {
            rule: 'IS_ENTITY_OWNER',
            resourceType: 'catalog-entity',
            params: { claims: ['user:default/guest'] },
          },
        },
        { id: '3', result: 'DENY' },
      ],
    });
  });

  it('needs a valid bearer token', async () => {
    const missing = await server.json('/api/permission/authorize', {
      method: 'POST',
      body: { items: [] },
    });
    expect(missing).toMatchObject({
      status: 401,
      body: {
        error: {
          name: 'AuthenticationError',
          message: 'Missing credentials: send an identity token as a bearer token',
        },
      },
    });
    const tampered = await authorize({ items: [] }, { authorization: `Bearer ${token}x` });
    expect(tampered.status).toBe(401);
  });

  it('refuses malformed checks and oversized batches with 400', async () => {
    const cases = [
      { items: [{ id: '1', permission: { type: 'resource', name: 'x', attributes: {} } }] },
      { items: [{ id: '', permission: catalogPermissions.entityRead }] },
      {
        items: [
          { id: '1', permission: { type: 'basic', name: 'x', attributes: { action: 'fly' } } },
        ],
      },
      { items: 'all' },
      {
        items: Array.from({ length: MAX_AUTHORIZE_ITEMS + 1 }, (_, index) => ({
          id: String(index),
          permission: catalogPermissions.entityRead,
        })),
      },
    ];
    for (const body of cases) {
      const { status, body: answer } = await authorize(body);
      expect(status).toBe(400);
      expect(answer).toMatchObject({
        error: { name: 'InputError' },
        response: { statusCode: 400 },
      });
    }
  });

  it('settles conditions on a named entity through the catalog: owners may delete theirs', async () => {
    const check = (resourceRef: string) => ({
      id: resourceRef,
      permission: catalogPermissions.entityDelete,
      resourceRef,
    });
    const { status, body } = await authorize({
      items: [
        check('component:default/mine'),
        check('component:default/theirs'),
        check('component:default/nowhere'),
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [
        { id: 'component:default/mine', result: 'ALLOW' },
        { id: 'component:default/theirs', result: 'DENY' },
        { id: 'component:default/nowhere', result: 'DENY' },
      ],
    });
  });
});

async function waitForEntity(server: TestServer, name: string, token: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { status } = await server.json(
      `/api/catalog/entities/by-name/component/default/${name}`,
      {
        token,
      },
    );
    if (status === 200) return;
    await new Promise(resolve => setTimeout(resolve, 25));
  }
  throw new Error(`component:default/${name} was not ingested within 10 s`);
}
