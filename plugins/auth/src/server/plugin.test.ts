import { createLocalJWKSet, jwtVerify, SignJWT, generateKeyPair, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import type { AuthSessionResponse } from '../shared';
import { authPlugin } from './plugin';
import { whoAmIPlugin } from './testing/whoAmIPlugin';

const REFRESH_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

describeEachDatabase('auth plugin', database => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      plugins: [authPlugin, whoAmIPlugin],
      config: { auth: { providers: { guest: {} } } },
    });
  });
  afterAll(() => server?.stop());

  async function guestToken(): Promise<string> {
    const { status, body } = await server.json<AuthSessionResponse>('/api/auth/guest/refresh', {
      headers: REFRESH_HEADERS,
    });
    expect(status).toBe(200);
    return body.backstageIdentity.token;
  }

  it('signs the guest in with an identity token naming the guest and what it owns', async () => {
    const { body } = await server.json<AuthSessionResponse>('/api/auth/guest/refresh', {
      headers: REFRESH_HEADERS,
    });
    expect(body.backstageIdentity.identity).toEqual({
      type: 'user',
      userEntityRef: 'user:default/guest',
      ownershipEntityRefs: ['user:default/guest'],
    });
    expect(body.backstageIdentity.expiresInSeconds).toBeGreaterThan(3000);

    const whoami = await server.json('/api/whoami', {
      headers: { authorization: `Bearer ${body.backstageIdentity.token}` },
    });
    expect(whoami).toEqual({
      status: 200,
      body: {
        type: 'user',
        userEntityRef: 'user:default/guest',
        ownershipEntityRefs: ['user:default/guest'],
      },
    });
  });

  it('publishes the keys and discovery document an outside service verifies tokens with', async () => {
    const token = await guestToken();
    const discovery = await server.json<{ issuer: string; jwks_uri: string }>(
      '/api/auth/.well-known/openid-configuration',
    );
    expect(discovery.body.issuer).toMatch(/\/api\/auth$/);
    const jwks = await server.json<JSONWebKeySet>('/api/auth/.well-known/jwks.json');
    expect(jwks.body.keys.every(key => key.alg === 'ES256' && !('d' in key))).toBe(true);

    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks.body), {
      issuer: discovery.body.issuer,
      audience: 'backstage',
    });
    expect(payload).toMatchObject({ sub: 'user:default/guest', ent: ['user:default/guest'] });
  });

  it('refuses a refresh without X-Requested-With (a cross-site request)', async () => {
    const { status, body } = await server.json('/api/auth/guest/refresh');
    expect(status).toBe(401);
    expect(body).toMatchObject({
      error: { name: 'AuthenticationError', message: 'Invalid X-Requested-With header' },
      response: { statusCode: 401 },
    });
  });

  it('names a known provider that is not configured, and an unknown one', async () => {
    const github = await server.json('/api/auth/github/refresh', { headers: REFRESH_HEADERS });
    expect(github.status).toBe(404);
    expect(github.body).toMatchObject({
      error: { message: 'The GitHub provider is not configured to support sign-in' },
    });
    const start = await server.json('/api/auth/okta/start?env=development');
    expect(start.body).toMatchObject({
      error: { message: 'The Okta provider is not configured to support sign-in' },
    });
    const unknown = await server.json('/api/auth/nope/logout', {
      method: 'POST',
      headers: REFRESH_HEADERS,
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: { message: "Unknown auth provider 'nope'" } },
    });
  });

  it('answers 401 for a missing, tampered or foreign token', async () => {
    const token = await guestToken();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        sub: 'user:default/admin',
      }),
    ).toString('base64url');
    const { privateKey } = await generateKeyPair('ES256');
    const kid = JSON.parse(Buffer.from(header!, 'base64url').toString()).kid as string;
    const foreign = await new SignJWT({ ent: ['user:default/admin'] })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject('user:default/admin')
      .setAudience('backstage')
      .setExpirationTime('1h')
      .sign(privateKey);

    const cases: Array<[string, string]> = [
      ['', 'The Authorization header must be "Bearer <token>"'],
      ['not-a-token', 'The token is not a JWT'],
      [`${header}.${forged}.${signature}`, 'The token signature is invalid'],
      [foreign, 'The token signature is invalid'],
    ];
    for (const [bad, message] of cases) {
      const { status, body } = await server.json('/api/whoami', {
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(status, bad).toBe(401);
      expect(body, bad).toMatchObject({
        error: { name: 'AuthenticationError', message },
        response: { statusCode: 401 },
      });
    }
  });

  it('answers 401 to a request without credentials, before the route runs', async () => {
    const { status, body } = await server.json('/api/whoami');
    expect(status).toBe(401);
    expect(body).toMatchObject({
      error: {
        name: 'AuthenticationError',
        message: 'Missing credentials: send an identity token as a bearer token',
      },
    });
  });

  it("authenticates another plugin's service token as that plugin", async () => {
    const token = await guestToken();
    const issued = await server.json<{ token: string }>('/api/whoami/service-token', {
      headers: { authorization: `Bearer ${token}` },
    });
    const whoami = await server.json('/api/whoami', {
      headers: { authorization: `Bearer ${issued.body.token}` },
    });
    expect(whoami).toEqual({ status: 200, body: { type: 'service', subject: 'plugin:whoami' } });
  });
});
