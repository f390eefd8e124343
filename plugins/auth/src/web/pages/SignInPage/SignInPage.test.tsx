import type { FrontendAuthConfig } from '@atrium/model';
import { AlertsProvider, createAppClients } from '@atrium/web-core';
import { renderWithApp, testFrontendConfig } from '@atrium/web-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGACY_GUEST_TOKEN_STORAGE_KEY } from '../../signIn/legacyGuest';
import { SIGN_IN_PROVIDER_STORAGE_KEY } from '../../signIn/rememberedProvider';
import { authSignInProviders } from '../../authSignInProviders';
import { LEGACY_GUEST_REFUSED_MESSAGE, SignInPage } from './SignInPage';

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyOmRlZmF1bHQvYWRhIn0.c2lnbmF0dXJl';

function sessionBody(userEntityRef: string) {
  return {
    providerInfo: {},
    profile: { displayName: userEntityRef },
    backstageIdentity: {
      token: `token of ${userEntityRef}`,
      expiresInSeconds: 3600,
      identity: { type: 'user', userEntityRef, ownershipEntityRefs: [userEntityRef] },
    },
  };
}

function errorBody(status: number, name: string, message: string) {
  return Response.json(
    {
      error: { name, message },
      request: { method: 'GET', url: '/' },
      response: { statusCode: status },
    },
    { status },
  );
}

/**
 * The auth backend: answers each provider's refresh with `answers[provider]`; it has no session
 * cookie endpoint (404), which the app takes in its stride.
 */
function authBackend(answers: Record<string, () => Response>) {
  return vi.fn<typeof fetch>(async input => {
    const provider = /\/api\/auth\/([^/]+)\/refresh/.exec(String(input))?.[1];
    const answer = provider ? answers[provider] : undefined;
    return answer ? answer() : errorBody(404, 'NotFoundError', 'Not found');
  });
}

function renderSignInPage(auth: FrontendAuthConfig, fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  const config = { ...testFrontendConfig, auth };
  const { sessions, pageShown } = createAppClients(config, {
    signInProviders: authSignInProviders,
  });
  // As the app does once its first page is painted: background work (the cookie) may start.
  pageShown();
  renderWithApp(
    <AlertsProvider>
      <SignInPage />
    </AlertsProvider>,
    { fetch, config, sessions },
  );
  return sessions;
}

function refreshCalls(fetch: ReturnType<typeof authBackend>) {
  return fetch.mock.calls.map(([input]) => String(input)).filter(url => url.includes('/refresh'));
}

describe('SignInPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('offers the guest, the custom user and each configured provider, each with Sign In', () => {
    renderSignInPage({ providers: ['github', 'guest'], custom: true }, authBackend({}));

    const cards = screen.getAllByRole('region');
    expect(cards.map(card => card.getAttribute('aria-label'))).toEqual([
      'Guest',
      'Custom User',
      'GitHub',
    ]);
    expect(within(cards[0]!).getByText('Enter as a Guest User.')).toBeDefined();
    expect(within(cards[2]!).getByText('Sign in using GitHub')).toBeDefined();
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: 'Sign In' })).toBeDefined();
    }
  });

  it('signs in with the provider chosen and remembers it', async () => {
    const user = userEvent.setup();
    const fetch = authBackend({ guest: () => Response.json(sessionBody('user:default/guest')) });
    const sessions = renderSignInPage({ providers: ['guest'], custom: true }, fetch);
    expect(fetch).not.toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('region', { name: 'Guest' })).getByRole('button', {
        name: 'Sign In',
      }),
    );

    await waitFor(() => expect(sessions.current()?.token).toBe('token of user:default/guest'));
    expect(refreshCalls(fetch)).toEqual(['http://localhost:7007/api/auth/guest/refresh']);
    expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBe('guest');
  });

  it('signs in at once when there is only one way to sign in', async () => {
    const fetch = authBackend({ guest: () => Response.json(sessionBody('user:default/guest')) });
    const sessions = renderSignInPage({ providers: ['guest'] }, fetch);

    await waitFor(() => expect(sessions.current()?.identity.userEntityRef).toBe(GUEST));
    expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBe('guest');
  });

  it('tries the remembered provider again on arrival', async () => {
    window.localStorage.setItem(SIGN_IN_PROVIDER_STORAGE_KEY, 'github');
    const fetch = authBackend({ github: () => Response.json(sessionBody('user:default/ada')) });
    const sessions = renderSignInPage({ providers: ['guest', 'github'] }, fetch);

    await waitFor(() =>
      expect(sessions.current()?.identity.userEntityRef).toBe('user:default/ada'),
    );
    expect(refreshCalls(fetch)).toEqual(['http://localhost:7007/api/auth/github/refresh?scope=']);
  });

  it('shows the cards without an alert when the automatic sign-in finds no session', async () => {
    window.localStorage.setItem(SIGN_IN_PROVIDER_STORAGE_KEY, 'github');
    const fetch = authBackend({
      github: () => errorBody(401, 'AuthenticationError', 'Refresh token missing'),
    });
    renderSignInPage({ providers: ['guest', 'github'] }, fetch);

    expect(await screen.findByRole('region', { name: 'GitHub' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBeNull();
  });

  it("posts a 'login failed' alert with the backend's message when signing in fails", async () => {
    window.localStorage.setItem(SIGN_IN_PROVIDER_STORAGE_KEY, 'github');
    const fetch = authBackend({
      github: () =>
        errorBody(404, 'NotFoundError', 'The GitHub provider is not configured to support sign-in'),
    });
    renderSignInPage({ providers: ['guest', 'github'] }, fetch);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login failed: The GitHub provider is not configured to support sign-in',
    );
    expect(screen.getByRole('region', { name: 'GitHub' })).toBeDefined();
    expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBeNull();
  });

  describe('with an OAuth provider', () => {
    function clickSignIn(user: ReturnType<typeof userEvent.setup>) {
      return user.click(
        within(screen.getByRole('region', { name: 'OIDC' })).getByRole('button', {
          name: 'Sign In',
        }),
      );
    }

    it('opens its popup at the click, and signs in with what the popup answers', async () => {
      const user = userEvent.setup();
      const popup = { closed: false, close: vi.fn() } as unknown as Window;
      const open = vi.spyOn(window, 'open').mockReturnValue(popup);
      const sessions = renderSignInPage({ providers: ['guest', 'oidc'] }, authBackend({}));

      await clickSignIn(user);
      const [url, name, features] = open.mock.calls[0]!;
      expect(String(url)).toBe(
        `http://localhost:7007/api/auth/oidc/start?scope=&origin=${encodeURIComponent(window.location.origin)}&flow=popup`,
      );
      expect(name).toBe('OIDC Login');
      expect(features).toContain('width=450,height=730');
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'authorization_response', response: sessionBody('user:default/ada') },
          origin: 'http://localhost:7007',
          source: popup,
        }),
      );

      await waitFor(() =>
        expect(sessions.current()?.identity.userEntityRef).toBe('user:default/ada'),
      );
      expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBe('oidc');
      open.mockRestore();
    });

    it("posts a bare 'Login failed' when the user closes the popup", async () => {
      const user = userEvent.setup();
      vi.spyOn(window, 'open').mockReturnValue({ closed: true, close() {} } as unknown as Window);
      renderSignInPage({ providers: ['guest', 'oidc'] }, authBackend({}));

      await clickSignIn(user);

      expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
      vi.restoreAllMocks();
    });

    it('says so when the browser blocks the popup', async () => {
      const user = userEvent.setup();
      vi.spyOn(window, 'open').mockReturnValue(null);
      renderSignInPage({ providers: ['guest', 'oidc'] }, authBackend({}));

      await clickSignIn(user);

      expect((await screen.findByRole('alert')).textContent).toBe(
        'Login failed: Failed to open auth popup.',
      );
      vi.restoreAllMocks();
    });
  });

  describe('without a guest backend', () => {
    const missing = () => errorBody(404, 'NotFoundError', "Unknown auth provider 'guest'");

    it('offers the legacy guest token, and signs in without the backend when accepted', async () => {
      const user = userEvent.setup();
      const fetch = authBackend({ guest: missing });
      const sessions = renderSignInPage({ providers: ['guest'] }, fetch);

      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByText(
          'Failed to sign in as a guest using the auth backend. Do you want to fall back to the legacy guest token?',
        ),
      ).toBeDefined();
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

      await waitFor(() => expect(sessions.current()?.identity.userEntityRef).toBe(GUEST));
      expect(sessions.current()?.token).toBeUndefined();
      expect(await sessions.getCredentials()).toEqual({});
      expect(window.localStorage.getItem(LEGACY_GUEST_TOKEN_STORAGE_KEY)).toBe('true');
      expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBe('guest');
      expect(fetch).toHaveBeenCalledOnce();
    });

    it('explains that the guest cannot sign in when the legacy token is refused', async () => {
      const user = userEvent.setup();
      const sessions = renderSignInPage({ providers: ['guest'] }, authBackend({ guest: missing }));

      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'No' }));

      expect((await screen.findByRole('alert')).textContent).toBe(LEGACY_GUEST_REFUSED_MESSAGE);
      expect(sessions.current()).toBeUndefined();
      expect(window.localStorage.getItem(LEGACY_GUEST_TOKEN_STORAGE_KEY)).toBeNull();
    });

    it('signs the guest in without asking the backend once the legacy token is enabled', async () => {
      window.localStorage.setItem(LEGACY_GUEST_TOKEN_STORAGE_KEY, 'true');
      const fetch = authBackend({ guest: missing });
      const sessions = renderSignInPage({ providers: ['guest'] }, fetch);

      await waitFor(() => expect(sessions.current()?.identity.userEntityRef).toBe(GUEST));
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('the custom card', () => {
    function customCard() {
      return within(screen.getByRole('region', { name: 'Custom User' }));
    }

    it('keeps Sign In disabled until a valid user id is entered', async () => {
      const user = userEvent.setup();
      renderSignInPage({ providers: [], custom: true }, authBackend({}));
      const submit = customCard().getByRole('button', { name: 'Sign In' });
      expect(submit.hasAttribute('disabled')).toBe(true);

      await user.type(customCard().getByRole('textbox', { name: 'User ID' }), 'ada');
      expect(submit.hasAttribute('disabled')).toBe(false);

      await user.clear(customCard().getByRole('textbox', { name: 'User ID' }));
      expect(submit.hasAttribute('disabled')).toBe(true);
      expect(customCard().getByText('A user ID is required')).toBeDefined();
    });

    it('rejects an id token that is not three dot-separated parts', async () => {
      const user = userEvent.setup();
      renderSignInPage({ providers: [], custom: true }, authBackend({}));
      await user.type(customCard().getByRole('textbox', { name: 'User ID' }), 'ada');
      const token = customCard().getByRole('textbox', { name: 'ID Token (optional)' });

      for (const invalid of ['abc', 'a.b', 'a.b.c.d', 'a.b!.c', 'a..c']) {
        await user.clear(token);
        await user.type(token, invalid);
        expect(
          customCard().getByText('Token is not a valid OpenID Connect JWT Token'),
        ).toBeDefined();
        expect(customCard().getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(
          true,
        );
      }

      await user.clear(token);
      await user.type(token, 'a-1.B_2.c3');
      expect(customCard().queryByText('Token is not a valid OpenID Connect JWT Token')).toBeNull();
      expect(customCard().getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(
        false,
      );
    });

    it('signs in as user:default/<id>, its calls carrying the token', async () => {
      const user = userEvent.setup();
      const fetch = authBackend({});
      const sessions = renderSignInPage({ providers: ['guest'], custom: true }, fetch);

      await user.type(customCard().getByRole('textbox', { name: 'User ID' }), 'ada');
      await user.type(customCard().getByRole('textbox', { name: 'ID Token (optional)' }), JWT);
      await user.click(customCard().getByRole('button', { name: 'Sign In' }));

      expect(sessions.current()?.identity).toEqual({
        userEntityRef: 'user:default/ada',
        ownershipEntityRefs: ['user:default/ada'],
      });
      expect(await sessions.getCredentials()).toEqual({ token: JWT });
      expect(refreshCalls(fetch)).toEqual([]);
      // Its first call, for the session cookie, carries the token.
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      const [url, init] = fetch.mock.calls[0]!;
      expect(String(url)).toBe('http://localhost:7007/api/auth/v1/cookie');
      expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${JWT}`);
      expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBeNull();
    });

    it('accepts a full user reference and refuses refs to anything but a user', async () => {
      const user = userEvent.setup();
      const sessions = renderSignInPage({ providers: [], custom: true }, authBackend({}));
      const userId = customCard().getByRole('textbox', { name: 'User ID' });

      for (const invalid of ['group:default/team-a', 'user:', 'a/b/c', ':ada']) {
        await user.clear(userId);
        await user.type(userId, invalid);
        expect(customCard().getByText('Invalid user entity reference')).toBeDefined();
      }

      await user.clear(userId);
      await user.type(userId, 'user:finance/Ada');
      expect(customCard().queryByText('Invalid user entity reference')).toBeNull();
      await user.click(customCard().getByRole('button', { name: 'Sign In' }));

      expect(sessions.current()?.identity.userEntityRef).toBe('user:finance/Ada');
      expect(await sessions.getCredentials()).toEqual({});
    });
  });
});

const GUEST = 'user:default/guest';
