import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../identity/createSessionManager';
import { fetchSession } from '../identity/fetchSession';
import { logout } from '../identity/logout';
import { createLoginRequests } from '../identity/oauth/createLoginRequests';
import type { SignInProviders } from '../identity/signInProviders';
import { testFrontendConfig } from '../testing/renderWithApp';
import { createAppClients } from './createAppClients';
import { createLazyPage } from './createLazyPage';

/** Providers that sign in and out through the auth backend, as the auth plugin's guest does. */
const signInProviders: SignInProviders = {
  createMethods: ({ authApi }) => ({
    authProviders: new Map(),
    loginRequests: createLoginRequests(),
    refresh: providerId => fetchSession(authApi, providerId),
    signIn: providerId => fetchSession(authApi, providerId),
    logout: session => logout(authApi, session.providerId),
  }),
  automaticProvider: () => undefined,
  rememberProvider: () => {},
  page: createLazyPage(async () => () => null),
};

/** A session made in the browser, without a token (the custom sign-in's kind). */
const tokenlessSession: Session = {
  providerId: 'custom',
  expiresAt: Number.POSITIVE_INFINITY,
  identity: { userEntityRef: 'user:default/ada', ownershipEntityRefs: ['user:default/ada'] },
  profile: { displayName: 'ada' },
};

function guestBody() {
  return {
    providerInfo: {},
    profile: { displayName: 'Guest' },
    backstageIdentity: {
      token: 'guest-token',
      expiresInSeconds: 3600,
      identity: {
        type: 'user',
        userEntityRef: 'user:default/guest',
        ownershipEntityRefs: ['user:default/guest'],
      },
    },
  };
}

/** The backend: the guest's session, a session cookie for an hour, and empty answers to the rest. */
function stubBackend() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const authorization = new Headers(init?.headers).get('authorization');
      calls.push(
        `${init?.method ?? 'GET'} ${url.pathname}${authorization ? ` (${authorization})` : ''}`,
      );
      if (url.pathname === '/api/auth/guest/refresh') return Response.json(guestBody());
      if (url.pathname === '/api/auth/v1/cookie' && init?.method === undefined) {
        return Response.json({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
      }
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

describe('createAppClients', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gets the session cookie once signed in, and removes it before logging out', async () => {
    const calls = stubBackend();
    const { sessions, pageShown } = createAppClients(
      { ...testFrontendConfig, auth: { providers: ['guest'] } },
      { signInProviders },
    );

    await sessions.signIn('guest');
    // Not before the first page is on screen: it would compete with that page's requests.
    await new Promise(resolve => setTimeout(resolve, 10));
    expect(calls).toEqual(['GET /api/auth/guest/refresh']);
    pageShown();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await sessions.signOut();

    expect(calls).toEqual([
      'GET /api/auth/guest/refresh',
      'GET /api/auth/v1/cookie (Bearer guest-token)',
      'DELETE /api/auth/v1/cookie (Bearer guest-token)',
      'POST /api/auth/guest/logout',
    ]);
    expect(sessions.current()).toBeUndefined();
  });

  it('asks for no cookie for a session without a token', async () => {
    const calls = stubBackend();
    const { sessions, pageShown } = createAppClients(
      { ...testFrontendConfig, auth: { providers: [] } },
      { signInProviders },
    );

    sessions.signInWithSession(tokenlessSession);
    pageShown();
    await new Promise(resolve => setTimeout(resolve, 10));

    expect(calls).toEqual([]);
  });
});
