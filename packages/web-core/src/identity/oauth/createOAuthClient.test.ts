import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../client/createApiClient';
import { createLoginRequests } from './createLoginRequests';
import { createOAuthClient } from './createOAuthClient';
import type { LoginPopupOptions } from './openLoginPopup';

const NOW = 1_000_000;

function answer(scope = 'openid email', expiresInSeconds = 3600) {
  return {
    providerInfo: { accessToken: 'access', idToken: 'id', scope, expiresInSeconds },
    profile: { email: 'ada@example.com', displayName: 'Ada Lovelace' },
    backstageIdentity: {
      token: 'identity',
      expiresInSeconds: 3600,
      identity: {
        type: 'user',
        userEntityRef: 'user:default/ada',
        ownershipEntityRefs: ['user:default/ada'],
      },
    },
  };
}

function errorResponse(status: number, message: string) {
  return Response.json(
    {
      error: { name: 'AuthenticationError', message },
      request: { method: 'GET', url: '/' },
      response: { statusCode: status },
    },
    { status },
  );
}

function setup(fetchAnswer: () => Response | Promise<Response> = () => Response.json(answer())) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => fetchAnswer());
  const openPopup = vi.fn<(options: LoginPopupOptions) => Promise<unknown>>(async () =>
    answer('openid email repo'),
  );
  const loginRequests = createLoginRequests();
  const client = createOAuthClient({
    providerId: 'oidc',
    title: 'OIDC',
    api: createApiClient({ baseUrl: 'http://localhost:3000', fetch }),
    environment: 'development',
    defaultScopes: ['openid'],
    loginRequests,
    origin: 'http://localhost:3000',
    openPopup,
    now: () => NOW,
  });
  return { client, fetch, openPopup, loginRequests };
}

function requestOf(fetch: ReturnType<typeof setup>['fetch'], index = 0) {
  const [input, init] = fetch.mock.calls[index]!;
  return { url: new URL(String(input)), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('createOAuthClient', () => {
  it('refreshes with the cookie, the scopes, the environment and X-Requested-With', async () => {
    const { client, fetch } = setup();

    const session = await client.refresh({ scopes: ['email'] });

    const { url, init, headers } = requestOf(fetch);
    expect(url.pathname).toBe('/api/auth/oidc/refresh');
    expect(url.searchParams.get('scope')).toBe('openid email');
    expect(url.searchParams.get('env')).toBe('development');
    expect(init.credentials).toBe('include');
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(session).toMatchObject({
      accessToken: 'access',
      idToken: 'id',
      expiresAt: NOW + 3_600_000,
      profile: { email: 'ada@example.com', displayName: 'Ada Lovelace' },
    });
    expect([...session.scopes]).toEqual(['openid', 'email']);
    expect(client.current()).toBe(session);
  });

  it("throws the backend's error, or 'Auth refresh request failed' without one", async () => {
    const refused = setup(() => errorResponse(401, 'Refresh token is missing'));
    await expect(refused.client.refresh()).rejects.toMatchObject({
      name: 'ResponseError',
      statusCode: 401,
      message: 'Refresh token is missing',
    });

    const bare = setup(() => new Response('Bad gateway', { status: 502 }));
    await expect(bare.client.refresh()).rejects.toMatchObject({
      statusCode: 502,
      message: 'Auth refresh request failed',
    });

    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.client.refresh()).rejects.toThrow('Auth refresh request failed');
  });

  it('fails when the refreshed session lacks a scope asked for', async () => {
    const { client } = setup(() => Response.json(answer('openid')));

    await expect(client.refresh({ scopes: ['repo'] })).rejects.toThrow(
      'Refreshed session did not receive the required scopes',
    );
  });

  it('shares one request between concurrent refreshes', async () => {
    const { client, fetch } = setup();

    const [first, second] = await Promise.all([client.refresh(), client.refresh()]);

    expect(first).toBe(second);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('opens the start page in a 450 by 730 popup and takes its session', async () => {
    const { client, openPopup } = setup();

    const session = await client.signInWithPopup(['repo']);

    const options = openPopup.mock.calls[0]![0];
    const url = new URL(options.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/api/auth/oidc/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      scope: 'openid repo',
      origin: 'http://localhost:3000',
      flow: 'popup',
      env: 'development',
    });
    expect(options).toMatchObject({
      name: 'OIDC Login',
      origin: 'http://localhost:3000',
      width: 450,
      height: 730,
    });
    expect(session.scopes.has('repo')).toBe(true);
    expect(client.current()).toBe(session);
  });

  describe('getSession', () => {
    it('answers a fresh session with the scopes without asking again', async () => {
      const { client, fetch } = setup();
      await client.refresh();

      await client.getSession({ scopes: ['email'] });

      expect(fetch).toHaveBeenCalledOnce();
    });

    it('answers undefined when optional and there is nothing to refresh', async () => {
      const { client, openPopup, loginRequests } = setup(() => errorResponse(401, 'No cookie'));

      await expect(client.getSession({ optional: true })).resolves.toBeUndefined();
      expect(openPopup).not.toHaveBeenCalled();
      expect(loginRequests.pending()).toEqual([]);
    });

    it('opens the popup at once when asked to', async () => {
      const { client, openPopup } = setup(() => errorResponse(401, 'No cookie'));

      const session = await client.getSession({ instantPopup: true });

      expect(openPopup).toHaveBeenCalledOnce();
      expect(session.accessToken).toBe('access');
    });

    it('otherwise waits for the user to log in through the dialog', async () => {
      const { client, openPopup, loginRequests } = setup(() => errorResponse(401, 'No cookie'));

      const session = client.getSession();
      await vi.waitFor(() => expect(loginRequests.pending()).toHaveLength(1));
      expect(openPopup).not.toHaveBeenCalled();
      const [pending] = loginRequests.pending();
      expect(pending).toMatchObject({ providerId: 'oidc', title: 'OIDC' });

      await pending!.login();

      expect((await session).accessToken).toBe('access');
      expect(loginRequests.pending()).toEqual([]);
    });
  });

  it('logs out with the cookie and X-Requested-With, and forgets the session', async () => {
    const { client, fetch } = setup();
    await client.refresh();
    fetch.mockResolvedValueOnce(Response.json({}));

    await client.signOut();

    const { url, init, headers } = requestOf(fetch, 1);
    expect(url.pathname).toBe('/api/auth/oidc/logout');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(client.current()).toBeUndefined();
  });

  it("says 'Logout request failed' when the backend refuses", async () => {
    const { client } = setup(() => new Response(null, { status: 500 }));

    await expect(client.signOut()).rejects.toThrow('Logout request failed');
  });
});
