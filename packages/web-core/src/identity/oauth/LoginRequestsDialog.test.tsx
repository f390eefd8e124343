import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listItemWith } from '../../testing/listItemWith';
import { guestSessions } from '../../testing/renderWithApp';
import { IdentityProvider } from '../IdentityContext';
import { createLoginRequests } from './createLoginRequests';
import { LoginRequestsDialog } from './LoginRequestsDialog';

function renderDialog() {
  const requests = createLoginRequests();
  render(
    <IdentityProvider sessions={guestSessions()} loginRequests={requests}>
      <LoginRequestsDialog />
    </IdentityProvider>,
  );
  return requests;
}

function providerRow(title: string) {
  const list = within(screen.getByRole('dialog', { name: 'Login Required' })).getByRole('list', {
    name: 'Providers',
  });
  return within(listItemWith(list, title));
}

describe('LoginRequestsDialog', () => {
  it('is closed while no login waits, and lists each waiting provider', async () => {
    const requests = renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();

    void requests.request({ providerId: 'github', title: 'GitHub', login: async () => 'x' });
    void requests.request({ providerId: 'oidc', title: 'OIDC', login: async () => 'y' });

    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map(item => item.textContent),
    ).toEqual(['GitHubLog in', 'OIDCLog in']);
    expect(within(dialog).getByRole('button', { name: 'Reject All' })).toBeDefined();
  });

  it('logs in to the provider clicked, and closes when none is left waiting', async () => {
    const user = userEvent.setup();
    const requests = renderDialog();
    const login = vi.fn(async () => 'session');
    const session = requests.request({ providerId: 'github', title: 'GitHub', login });

    await user.click(
      await waitFor(() => providerRow('GitHub').getByRole('button', { name: 'Log in' })),
    );

    await expect(session).resolves.toBe('session');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows why a login failed, or 'An unspecified error occurred', and lets the user retry", async () => {
    const user = userEvent.setup();
    const requests = renderDialog();
    const login = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Login failed, popup was closed'))
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValueOnce('session');
    const session = requests.request({ providerId: 'github', title: 'GitHub', login });
    const logIn = () => user.click(providerRow('GitHub').getByRole('button', { name: 'Log in' }));

    await screen.findByRole('dialog');
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed, popup was closed');
    await logIn();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('An unspecified error occurred'),
    );
    await logIn();

    await expect(session).resolves.toBe('session');
  });

  it("rejects every waiting login with 'Reject All', from the keyboard too", async () => {
    const user = userEvent.setup();
    const requests = renderDialog();
    const waiting = [
      requests.request({ providerId: 'github', title: 'GitHub', login: async () => 'x' }),
      requests.request({ providerId: 'oidc', title: 'OIDC', login: async () => 'y' }),
    ].map(request => request.catch((error: Error) => error.message));

    const reject = within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Reject All',
    });
    reject.focus();
    await user.keyboard('{Enter}');

    expect(await Promise.all(waiting)).toEqual([
      'Login failed, rejected by user',
      'Login failed, rejected by user',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('treats Escape as rejecting', async () => {
    const user = userEvent.setup();
    const requests = renderDialog();
    const waiting = requests
      .request({ providerId: 'github', title: 'GitHub', login: async () => 'x' })
      .catch((error: Error) => error.message);
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    expect(await waiting).toBe('Login failed, rejected by user');
  });
});
