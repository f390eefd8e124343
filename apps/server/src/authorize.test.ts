import { catalogPermissions } from '@atrium/model';
import { MAX_AUTHORIZE_ITEMS } from '@atrium/plugin-permission/shared';
import { describeEachDatabase, type TestServer } from '@atrium/server-core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGuestPortal, type GuestPortal } from './testing/startGuestPortal';

// The auth and permission plugins together, as the portal runs them: real tokens, real policy.
describeEachDatabase('POST /api/permission/authorize', database => {
  let portal: GuestPortal;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    portal = await startGuestPortal(database);
    ({ server, token } = portal);
  });
  afterAll(() => portal?.stop());

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
