import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '../../alerts/AlertsProvider';
import { guestSessions, renderWithApp, testFrontendConfig } from '../../testing/renderWithApp';
import { AutoLogout } from './AutoLogout';

const SECOND = 1000;

function renderAutoLogout(enabled = true) {
  const sessions = guestSessions();
  const signOut = vi.spyOn(sessions, 'signOut');
  renderWithApp(
    <AlertsProvider>
      <AutoLogout />
    </AlertsProvider>,
    {
      fetch: vi.fn(),
      sessions,
      config: {
        ...testFrontendConfig,
        auth: {
          providers: ['guest'],
          autologout: { enabled, idleTimeoutMinutes: 1, promptBeforeIdleSeconds: 10 },
        },
      },
    },
  );
  return { sessions, signOut };
}

/** Lets time pass, with the dialog's chunk loading on the way. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('AutoLogout', () => {
  // Time also passes by itself: the dialog's chunk loads as it would in the browser.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('warns with a countdown, and signs the user out when nobody answers', async () => {
    const { sessions, signOut } = renderAutoLogout();

    await wait(50 * SECOND - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(1);
    const dialog = await screen.findByRole('dialog', { name: 'Logging out due to inactivity' });
    expect(within(dialog).getByText('You will be logged out in 10 seconds. Are you still there?'));
    await wait(1 * SECOND);
    expect(within(dialog).getByText('You will be logged out in 9 seconds. Are you still there?'));

    await wait(9 * SECOND);

    expect(signOut).toHaveBeenCalledOnce();
    expect(sessions.current()).toBeUndefined();
  });

  it("keeps the user signed in when they answer 'Yes! Don't log me out'", async () => {
    const { signOut } = renderAutoLogout();
    await wait(50 * SECOND);

    fireEvent.click(await screen.findByRole('button', { name: "Yes! Don't log me out" }));
    await wait(49 * SECOND);

    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(1 * SECOND);
    expect(await screen.findByRole('dialog')).toBeDefined();
  });

  it('puts the warning off while the user is active', async () => {
    const { signOut } = renderAutoLogout();

    for (let step = 0; step < 5; step += 1) {
      await wait(45 * SECOND);
      fireEvent.keyDown(document.body, { key: 'a' });
    }
    await wait(49 * SECOND);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('does nothing unless enabled', async () => {
    const { signOut } = renderAutoLogout(false);

    await wait(10 * 60 * SECOND);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });
});
