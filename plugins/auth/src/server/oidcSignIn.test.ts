import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import type { AuthPopupMessage, AuthSessionResponse } from '../shared';
import { authPlugin } from './plugin';
import { createCookieJar, type CookieJar } from './testing/cookieJar';
import { startOidcProvider, type OidcTestProvider } from './testing/startOidcProvider';
import { testUserDirectoryPlugin } from './testing/testUserDirectory';
import { whoAmIPlugin } from './testing/whoAmIPlugin';

const APP_ORIGIN = 'http://localhost:3000';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
/** Test servers' configured base URL has no port: the provider sends the browser here. */
const REDIRECT_URI = 'http://127.0.0.1/api/auth/oidc/handler/frame';
const SECURE_REDIRECT_URI = 'https://127.0.0.1/api/auth/oidc/handler/frame';
/** Whatever a provider says, the popup page must keep it inside its script's JSON. */
const HOSTILE_NAME = 'Ada </script><script>alert(1)</script><!--';

function configFor(provider: OidcTestProvider, backendBaseUrl = 'http://127.0.0.1') {
  return {
    app: { baseUrl: APP_ORIGIN },
    backend: { baseUrl: backendBaseUrl },
    auth: {
      providers: {
        oidc: {
          development: {
            metadataUrl: provider.metadataUrl,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
          },
        },
      },
    },
  };
}

describeEachDatabase('OIDC sign-in against a real provider', database => {
  let provider: OidcTestProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUris: [REDIRECT_URI, SECURE_REDIRECT_URI],
      account: { email: 'ada@example.com', name: HOSTILE_NAME },
    });
    server = await startTestServer({
      database,
      plugins: [
        authPlugin,
        whoAmIPlugin,
        testUserDirectoryPlugin([
          { name: 'ada', email: 'Ada@Example.com', groups: ['group:default/analysts'] },
          { name: 'grace', email: 'grace@example.com' },
        ]),
      ],
      config: configFor(provider),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  /** A browser's visit: the jar's cookies go along, redirects are left to the caller. */
  async function visit(jar: CookieJar, url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  }

  /**
   * From the app's start URL through the provider's login form to the provider's redirect back:
   * the handler URL on the test server, with the provider's code and state.
   */
  async function signInAtProvider(target: TestServer, jar: CookieJar, query: string) {
    let response = await visit(jar, `${target.url}/api/auth/oidc/start?${query}`);
    expect(response.status).toBe(302);
    for (let step = 0; step < 10; step += 1) {
      if (response.status === 200) {
        const html = await response.text();
        const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
        expect(action, html).toBeDefined();
        response = await visit(jar, new URL(action!, provider.issuer).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login: provider.account.email }),
        });
        continue;
      }
      const location = new URL(response.headers.get('location')!, provider.issuer);
      if (location.pathname === '/api/auth/oidc/handler/frame') {
        return `${target.url}${location.pathname}${location.search}`;
      }
      response = await visit(jar, location.href);
    }
    throw new Error('The provider never sent the browser back');
  }

  async function popupMessage(response: Response): Promise<AuthPopupMessage> {
    const html = await response.text();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const posted = [...html.matchAll(/postMessage\((\{.*\}), "http:\/\/localhost:3000"\);/g)];
    expect(posted).toHaveLength(1);
    return JSON.parse(posted[0]![1]!) as AuthPopupMessage;
  }

  const startQuery = `scope=openid%20email&origin=${encodeURIComponent(APP_ORIGIN)}&flow=popup&env=development`;

  it('signs in through the popup: session, cookies, identity from the catalog', async () => {
    const jar = createCookieJar();
    const handlerUrl = await signInAtProvider(server, jar, startQuery);
    const response = await visit(jar, handlerUrl);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'; script-src 'nonce-[^']+'/);

    const message = await popupMessage(response);
    expect(message).toMatchObject({ type: 'authorization_response' });
    const session = (message as { response: AuthSessionResponse }).response;
    expect(session.profile).toEqual({ email: 'ada@example.com', displayName: HOSTILE_NAME });
    expect(session.providerInfo).toMatchObject({
      accessToken: expect.any(String),
      idToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      scope: expect.stringContaining('openid'),
      expiresInSeconds: expect.any(Number),
    });
    expect(session.backstageIdentity.identity).toEqual({
      type: 'user',
      userEntityRef: 'user:default/ada',
      ownershipEntityRefs: ['user:default/ada', 'group:default/analysts'],
    });
    const whoami = await server.json('/api/whoami', {
      headers: { authorization: `Bearer ${session.backstageIdentity.token}` },
    });
    expect(whoami.body).toMatchObject({ userEntityRef: 'user:default/ada' });

    const setCookies = response.headers.getSetCookie();
    const refresh = setCookies.find(line => line.startsWith('oidc-refresh-token='));
    expect(refresh).toMatch(/; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax$/);
    expect(refresh).toMatch(/Max-Age=\d{6,}/);
    // The one-time cookies of the round trip are gone.
    expect(setCookies.filter(line => /^oidc-(nonce|pkce-verifier)=;/.test(line))).toHaveLength(2);
  });

  it('keeps the nonce and PKCE verifier in HttpOnly cookies scoped to the handler', async () => {
    const response = await visit(
      createCookieJar(),
      `${server.url}/api/auth/oidc/start?${startQuery}`,
    );
    const authorize = new URL(response.headers.get('location')!);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    const verifier = response.headers
      .getSetCookie()
      .find(line => line.startsWith('oidc-pkce-verifier='));
    const nonce = response.headers.getSetCookie().find(line => line.startsWith('oidc-nonce='));
    for (const cookie of [verifier, nonce]) {
      expect(cookie).toMatch(/; Path=\/api\/auth\/oidc\/handler; HttpOnly; SameSite=Lax$/);
    }
    // The verifier itself never appears in what the browser's scripts or the provider see.
    const verifierValue = verifier!.split(';')[0]!.split('=')[1]!;
    expect(authorize.href).not.toContain(verifierValue);
  });

  it('refreshes the session with the refresh cookie, and logs out', async () => {
    const jar = createCookieJar();
    await visit(jar, await signInAtProvider(server, jar, startQuery));
    const refreshUrl = `${server.url}/api/auth/oidc/refresh`;

    const refreshed = await visit(jar, refreshUrl, { headers: HEADERS });
    expect(refreshed.status).toBe(200);
    const session = (await refreshed.json()) as AuthSessionResponse;
    expect(session.backstageIdentity.identity.userEntityRef).toBe('user:default/ada');
    expect(session.providerInfo.accessToken).toEqual(expect.any(String));
    expect(session.profile.email).toBe('ada@example.com');

    const noHeader = await visit(jar, refreshUrl);
    expect(noHeader.status).toBe(401);
    const forgedLogout = await visit(jar, `${server.url}/api/auth/oidc/logout`, { method: 'POST' });
    expect(forgedLogout.status).toBe(401);
    expect(jar.get('oidc-refresh-token')).toBeDefined();

    const logout = await visit(jar, `${server.url}/api/auth/oidc/logout`, {
      method: 'POST',
      headers: HEADERS,
    });
    expect(logout.status).toBe(200);
    expect(jar.get('oidc-refresh-token')).toBeUndefined();
    const after = await visit(jar, refreshUrl, { headers: HEADERS });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({
      error: {
        name: 'AuthenticationError',
        message: 'No OIDC session: the refresh cookie is missing; sign in with OIDC again',
      },
    });
  });

  it('sends a redirect-flow sign-in back to the app page it came from', async () => {
    const jar = createCookieJar();
    const redirectUrl = `${APP_ORIGIN}/catalog?filter=mine`;
    const handlerUrl = await signInAtProvider(
      server,
      jar,
      `flow=redirect&redirectUrl=${encodeURIComponent(redirectUrl)}`,
    );
    const response = await visit(jar, handlerUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(redirectUrl);
    expect(jar.get('oidc-refresh-token')).toBeDefined();
  });

  it('refuses a tampered state or a missing nonce cookie with 401', async () => {
    const jar = createCookieJar();
    const handlerUrl = new URL(await signInAtProvider(server, jar, startQuery));
    const state = JSON.parse(
      Buffer.from(handlerUrl.searchParams.get('state')!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const tampered = new URL(handlerUrl);
    tampered.searchParams.set(
      'state',
      Buffer.from(JSON.stringify({ ...state, nonce: 'attacker' })).toString('base64url'),
    );
    const forged = await visit(jar, tampered.href);
    expect(forged.status).toBe(401);
    expect(await popupMessage(forged)).toEqual({
      type: 'authorization_response',
      error: {
        name: 'AuthenticationError',
        message: 'Invalid state: the sign-in nonce does not match',
      },
    });

    // The forged attempt cleared the round trip's cookies, as a finished one does.
    const missing = await visit(jar, handlerUrl.href);
    expect(missing.status).toBe(401);
    expect(await popupMessage(missing)).toMatchObject({
      error: {
        message: expect.stringMatching(/^Invalid state: the sign-in nonce cookie is missing/),
      },
    });

    const garbled = await visit(jar, `${server.url}/api/auth/oidc/handler/frame?state=x&code=y`);
    expect(garbled.status).toBe(401);
    expect(await garbled.json()).toMatchObject({
      error: {
        name: 'AuthenticationError',
        message: 'Invalid state: the sign-in state is malformed',
      },
    });
  });

  it('is refused by the provider when the PKCE verifier does not match', async () => {
    const jar = createCookieJar();
    const handlerUrl = await signInAtProvider(server, jar, startQuery);
    jar.set('oidc-pkce-verifier', 'x'.repeat(43), '/api/auth/oidc/handler');
    const response = await visit(jar, handlerUrl);
    expect(response.status).toBe(401);
    expect(await popupMessage(response)).toEqual({
      type: 'authorization_response',
      error: {
        name: 'AuthenticationError',
        message: expect.stringMatching(/^OIDC refused the sign-in: /),
      },
    });
    expect(jar.get('oidc-refresh-token')).toBeUndefined();
  });

  it('refuses to start towards another origin or redirect URL (open redirect)', async () => {
    const cases: Array<[string, RegExp]> = [
      [
        `origin=${encodeURIComponent('https://evil.example')}`,
        /^Invalid origin 'https:\/\/evil\.example'/,
      ],
      [
        `flow=redirect&redirectUrl=${encodeURIComponent('https://evil.example/steal')}`,
        /^Invalid redirectUrl 'https:\/\/evil\.example\/steal'/,
      ],
      ['flow=redirect', /needs a redirectUrl/],
      ['flow=iframe', /^Invalid sign-in request: flow/],
      ['env=production', /^Invalid env 'production'/],
    ];
    for (const [query, message] of cases) {
      const response = await visit(createCookieJar(), `${server.url}/api/auth/oidc/start?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toMatchObject({
        error: { name: 'InputError', message: expect.stringMatching(message) },
      });
    }
  });

  it('marks every cookie Secure when the backend is served over https', async () => {
    const secure = await startTestServer({
      database,
      plugins: [authPlugin, testUserDirectoryPlugin([{ name: 'ada', email: 'ada@example.com' }])],
      config: configFor(provider, 'https://127.0.0.1'),
    });
    try {
      const jar = createCookieJar();
      const response = await visit(jar, await signInAtProvider(secure, jar, startQuery));
      expect(response.status).toBe(200);
      const refresh = response.headers
        .getSetCookie()
        .find(line => line.startsWith('oidc-refresh-token='));
      expect(refresh).toMatch(/; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await secure.stop();
    }
  });
});
