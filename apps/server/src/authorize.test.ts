import { catalogPermissions } from '@atrium/model';
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

  beforeAll(async () => {
    server = await startTestServer({
      database,
      plugins: [authPlugin, permissionPlugin],
      config: { auth: { providers: { guest: {} } } },
    });
    const session = await server.json<AuthSessionResponse>('/api/auth/guest/refresh', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    token = session.body.backstageIdentity.token;
  });
  afterAll(() => server?.stop());

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
      body: { error: { name: 'AuthenticationError', message: 'Missing bearer token' } },
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
});
