import {
  AlertsProvider,
  createApiClient,
  createLoginRequests,
  createOAuthClient,
  createSessionManager,
  type LoginPopupOptions,
  type OAuthClient,
} from '@atrium/web-core';
import { guestSessions, listItemWith, renderWithApp } from '@atrium/web-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvidersTab } from './AuthProvidersTab';

function sessionBody(email: string) {
  return { providerInfo: { accessToken: 'a', scope: '' }, profile: { email } };
}

/** OAuth clients over one fake auth backend; `cookies` says which providers hold a session. */
function providers(cookies: Record<string, string>) {
  const calls: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const [, , , provider, action] = url.pathname.split('/');
    if (action === 'logout') return new Response(null, { status: 200 });
    const email = cookies[provider!];
    return email ? Response.json(sessionBody(email)) : new Response(null, { status: 401 });
  });
  const openPopup = vi.fn<(options: LoginPopupOptions) => Promise<unknown>>(async () =>
    sessionBody('octocat@example.com'),
  );
  const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch });
  const loginRequests = createLoginRequests();
  const clients = new Map<string, OAuthClient>(
    [
      ['github', 'GitHub'],
      ['oidc', 'OIDC'],
    ].map(([providerId, title]) => [
      providerId!,
      createOAuthClient({ providerId: providerId!, title: title!, api, loginRequests, openPopup }),
    ]),
  );
  return { clients, calls, openPopup };
}

function renderTab(clients: Map<string, OAuthClient>, sessions = guestSessions()) {
  renderWithApp(
    <AlertsProvider>
      <AuthProvidersTab />
    </AlertsProvider>,
    { fetch: vi.fn(), sessions, authProviders: clients },
  );
  return sessions;
}

function row(title: string) {
  return within(
    listItemWith(screen.getByRole('list', { name: 'Authentication providers' }), title),
  );
}

describe('AuthProvidersTab', () => {
  it('lists each provider, signed in where a cookie still holds a session', async () => {
    const { clients } = providers({ oidc: 'ada@example.com' });
    renderTab(clients);

    await waitFor(() =>
      expect(row('OIDC').getByText('Signed in as ada@example.com')).toBeDefined(),
    );
    expect(row('GitHub').getByText('Not signed in')).toBeDefined();
    expect(row('GitHub').getByRole('button', { name: 'Sign In' })).toBeDefined();
    expect(row('OIDC').getByRole('button', { name: 'Sign Out' })).toBeDefined();
  });

  it("signs in to a provider through its popup, and out with the provider's logout", async () => {
    const user = userEvent.setup();
    const { clients, calls, openPopup } = providers({});
    renderTab(clients);
    await waitFor(() => expect(row('GitHub').getByText('Not signed in')).toBeDefined());

    await user.click(row('GitHub').getByRole('button', { name: 'Sign In' }));
    expect(openPopup).toHaveBeenCalledOnce();
    expect(await row('GitHub').findByText('Signed in as octocat@example.com')).toBeDefined();

    await user.click(row('GitHub').getByRole('button', { name: 'Sign Out' }));
    expect(await row('GitHub').findByText('Not signed in')).toBeDefined();
    expect(calls).toContain('POST /api/auth/github/logout');
  });

  it('signs out of the app when signing out of the provider the user signed in with', async () => {
    const user = userEvent.setup();
    const { clients } = providers({ oidc: 'ada@example.com' });
    const sessions = createSessionManager({
      refresh: () => Promise.reject(new Error('not here')),
      initial: { ...guestSessions().current()!, providerId: 'oidc' },
    });
    renderTab(clients, sessions);

    await user.click(await row('OIDC').findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(sessions.current()).toBeUndefined());
  });

  it("posts 'Login failed' with the reason when the popup fails", async () => {
    const user = userEvent.setup();
    const { clients, openPopup } = providers({});
    openPopup.mockRejectedValueOnce(new Error('Failed to open auth popup.'));
    renderTab(clients);

    await user.click(await row('GitHub').findByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login failed: Failed to open auth popup.',
    );
  });

  it('says when no provider is configured', () => {
    renderTab(new Map());

    expect(screen.getByText('No authentication providers are configured.')).toBeDefined();
  });
});
