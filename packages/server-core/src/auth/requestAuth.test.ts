import { describe, afterAll, beforeAll, expect, it } from 'vitest';
import { definePlugin } from '../plugin/definePlugin';
import {
  mockLimitedUserToken,
  mockServiceToken,
  startTestServer,
  type TestServer,
} from '../testing';
import { AUTH_COOKIE_NAME, principalOf } from './requestAuth';

const probePlugin = definePlugin({
  id: 'probe',
  setup({ router }) {
    router.get('/private', async request => principalOf(request));
    router.get('/content', { config: { auth: 'user-cookie' } }, async request =>
      principalOf(request),
    );
    router.get('/open', { config: { auth: 'unauthenticated' } }, async request => ({
      caller: request.principal ?? null,
    }));
  },
});

describe('request authentication', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [probePlugin] });
  });
  afterAll(() => server?.stop());

  it('names the caller of a route that requires credentials', async () => {
    const { status, body } = await server.json('/api/probe/private');
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'user', userEntityRef: 'user:default/mock' });
    expect(
      await server.json('/api/probe/private', { token: mockServiceToken('scaffolder') }),
    ).toEqual({ status: 200, body: { type: 'service', subject: 'plugin:scaffolder' } });
  });

  it('answers 401 in the standard error body to a missing, malformed or bad token', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'Missing credentials: send an identity token as a bearer token'],
      [
        { authorization: 'Basic YWRhOnNlY3JldA==' },
        'The Authorization header must be "Bearer <token>"',
      ],
      [{ authorization: 'Bearer forged' }, 'The token is invalid'],
    ];
    for (const [headers, message] of cases) {
      const { status, body } = await server.json('/api/probe/private', { token: null, headers });
      expect(status).toBe(401);
      expect(body).toEqual({
        error: { name: 'AuthenticationError', message },
        request: { method: 'GET', url: '/api/probe/private' },
        response: { statusCode: 401 },
      });
    }
  });

  it('accepts the auth cookie only on routes that allow it', async () => {
    const cookie = `theme=dark; ${AUTH_COOKIE_NAME}=${mockLimitedUserToken()}`;
    const content = await server.json('/api/probe/content', { token: null, headers: { cookie } });
    expect(content).toMatchObject({ status: 200, body: { userEntityRef: 'user:default/mock' } });
    const elsewhere = await server.json('/api/probe/private', { token: null, headers: { cookie } });
    expect(elsewhere.status).toBe(401);
    // Nor is the cookie's limited token good as a bearer token.
    const asBearer = await server.json('/api/probe/content', { token: mockLimitedUserToken() });
    expect(asBearer.status).toBe(401);
  });

  it('lets anyone call an unauthenticated route, naming a caller whose token is valid', async () => {
    expect(await server.json('/api/probe/open', { token: null })).toEqual({
      status: 200,
      body: { caller: null },
    });
    expect((await server.json('/api/probe/open', { token: 'stale' })).body).toEqual({
      caller: null,
    });
    expect((await server.json('/api/probe/open')).body).toMatchObject({
      caller: { userEntityRef: 'user:default/mock' },
    });
  });

  it('leaves the health checks open', async () => {
    expect((await server.request('/healthcheck', { token: null })).status).toBe(200);
  });
});
