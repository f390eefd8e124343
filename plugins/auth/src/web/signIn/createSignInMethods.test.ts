import { createApiClient, type LoginPopupOptions } from '@atrium/web-core';
import { testFrontendConfig } from '@atrium/web-core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customSession } from './customSignIn';
import { createSignInMethods } from './createSignInMethods';
import { legacyGuestSession } from './legacyGuest';

function sessionBody(userEntityRef: string, token = `token of ${userEntityRef}`) {
  return {
    providerInfo: { accessToken: 'access', scope: 'openid' },
    profile: { displayName: 'Ada' },
    backstageIdentity: {
      token,
      expiresInSeconds: 3600,
      identity: { type: 'user', userEntityRef, ownershipEntityRefs: [userEntityRef] },
    },
  };
}

function setup(answer: (url: URL, init?: RequestInit) => Response) {
  const calls: Array<{ url: URL; method: string }> = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    calls.push({ url, method: init?.method ?? 'GET' });
    return answer(url, init);
  });
  const openPopup = vi.fn<(options: LoginPopupOptions) => Promise<unknown>>(async () =>
    sessionBody('user:default/ada', 'from the popup'),
  );
  const methods = createSignInMethods(
    { ...testFrontendConfig, auth: { providers: ['guest', 'oidc'], environment: 'development' } },
    createApiClient({ baseUrl: 'http://localhost:7007', fetch }),
    { openPopup },
  );
  return { methods, calls, openPopup };
}

const refused = () =>
  Response.json(
    {
      error: { name: 'AuthenticationError', message: 'Refresh token missing' },
      request: { method: 'GET', url: '/' },
      response: { statusCode: 401 },
    },
    { status: 401 },
  );

describe('createSignInMethods', () => {
  beforeEach(() => window.localStorage.clear());

  it('has an OAuth client for each configured provider but the guest', () => {
    const { methods } = setup(() => Response.json({}));

    expect([...methods.authProviders.keys()]).toEqual(['oidc']);
    expect(methods.authProviders.get('oidc')?.title).toBe('OIDC');
  });

  it("signs in silently from an OAuth provider's cookie, and with its popup when asked", async () => {
    const { methods, calls, openPopup } = setup(() =>
      Response.json(sessionBody('user:default/ada')),
    );

    const silent = await methods.refresh('oidc', { renewal: false });
    expect(silent).toMatchObject({
      providerId: 'oidc',
      token: 'token of user:default/ada',
      identity: { userEntityRef: 'user:default/ada' },
    });
    expect(calls[0]?.url.pathname).toBe('/api/auth/oidc/refresh');
    expect(calls[0]?.url.searchParams.get('env')).toBe('development');
    expect(openPopup).not.toHaveBeenCalled();

    const interactive = await methods.signIn('oidc');
    expect(interactive.token).toBe('from the popup');
    expect(openPopup.mock.calls[0]?.[0].url).toMatch(
      /^http:\/\/localhost:7007\/api\/auth\/oidc\/start\?/,
    );
  });

  it('refuses a provider session that carries no identity', async () => {
    const { methods, openPopup } = setup(() => Response.json({}));
    openPopup.mockResolvedValueOnce({ providerInfo: { accessToken: 'a' }, profile: {} });

    await expect(methods.signIn('oidc')).rejects.toThrow(
      'The OIDC provider is not configured to support sign-in',
    );
  });

  it('asks the user to log in again when a renewal finds no cookie', async () => {
    const { methods, openPopup } = setup(refused);

    const renewal = methods.refresh('oidc', { renewal: true });
    await vi.waitFor(() => expect(methods.loginRequests.pending()).toHaveLength(1));
    expect(openPopup).not.toHaveBeenCalled();
    await methods.loginRequests.pending()[0]!.login();

    expect((await renewal).token).toBe('from the popup');
  });

  it('does not ask the user when a first, silent sign-in finds no cookie', async () => {
    const { methods } = setup(refused);

    await expect(methods.refresh('oidc', { renewal: false })).rejects.toThrow(
      'Refresh token missing',
    );
    expect(methods.loginRequests.pending()).toEqual([]);
  });

  it('logs out of the backend providers only', async () => {
    const { methods, calls } = setup(() => Response.json({}));

    await methods.logout({ ...legacyGuestSession(), token: 'guest token' });
    await methods.logout({ ...legacyGuestSession(), providerId: 'oidc', token: 't' });
    await methods.logout(legacyGuestSession());
    await methods.logout(customSession('user:default/ada', 'a.b.c'));

    expect(calls.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /api/auth/guest/logout',
      'POST /api/auth/oidc/logout',
    ]);
  });
});
