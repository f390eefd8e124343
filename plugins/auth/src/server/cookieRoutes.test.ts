import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@atrium/server-core';
import {
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import type { AuthCookieResponse, AuthSessionResponse } from '../shared';
import { authPlugin } from './plugin';
import { whoAmIPlugin } from './testing/whoAmIPlugin';

describeEachDatabase('auth cookie', database => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      plugins: [authPlugin, whoAmIPlugin],
      config: { auth: { providers: { guest: {} } } },
    });
    const session = await server.json<AuthSessionResponse>('/api/auth/guest/refresh', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    token = session.body.backstageIdentity.token;
  });
  afterAll(() => server?.stop());

  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

  async function issueCookie() {
    const response = await server.request('/api/auth/v1/cookie', { headers: bearer(token) });
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie().find(l => l.startsWith(`${AUTH_COOKIE_NAME}=`))!;
    return { response, line, value: line.split(';')[0]!.slice(AUTH_COOKIE_NAME.length + 1) };
  }

  it("sets an HttpOnly cookie that expires with the caller's identity token", async () => {
    const { response, line } = await issueCookie();
    const body = (await response.json()) as AuthCookieResponse;
    const exp = decodeJwt(token).exp!;
    expect(body).toEqual({ expiresAt: new Date(exp * 1000).toISOString() });
    expect(line).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(line)![1]);
    expect(Math.abs(maxAge - (exp - Date.now() / 1000))).toBeLessThan(5);
  });

  it('is accepted on user-cookie routes only, and never as a bearer token', async () => {
    const { value } = await issueCookie();
    const cookie = { cookie: `${AUTH_COOKIE_NAME}=${value}` };
    expect(await server.json('/api/whoami/page', { headers: cookie })).toMatchObject({
      status: 200,
      body: { type: 'user', userEntityRef: 'user:default/guest' },
    });
    expect((await server.json('/api/whoami', { headers: cookie })).status).toBe(401);
    const asBearer = await server.json('/api/whoami', { headers: bearer(value) });
    expect(asBearer).toMatchObject({
      status: 401,
      body: { error: { message: 'A cookie token cannot be used as a bearer token' } },
    });
  });

  it('needs a signed-in user: no token is a 401, a service token a 403', async () => {
    expect((await server.json('/api/auth/v1/cookie')).status).toBe(401);
    const service = await server.json<{ token: string }>('/api/whoami/service-token', {
      headers: bearer(token),
    });
    const refused = await server.json('/api/auth/v1/cookie', {
      headers: bearer(service.body.token),
    });
    expect(refused).toMatchObject({ status: 403, body: { error: { name: 'NotAllowedError' } } });
  });

  it('is cleared by DELETE', async () => {
    const response = await server.request('/api/auth/v1/cookie', { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${AUTH_COOKIE_NAME}=; Max-Age=0; .*Path=/; HttpOnly`)),
    ]);
  });
});
