import { createSessionManager } from '@atrium/web-core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHomeBackend } from '../../testing/createHomeBackend';
import { renderHome } from '../../testing/renderHome';
import { WelcomeHeader } from './WelcomeHeader';

beforeEach(() => {
  // Only the clock is fake: the timers that re-read it still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 5, 15, 0));
});
afterEach(() => vi.useRealTimers());

describe('WelcomeHeader', () => {
  it('greets the signed-in person by name and shows the configured clocks', () => {
    renderHome(<WelcomeHeader />, {
      fetch: createHomeBackend().fetch,
      home: { clocks: [{ label: 'Tokyo', timeZone: 'Asia/Tokyo' }] },
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Good afternoon, Guest');
    const clocks = screen.getByRole('list', { name: 'World clocks' });
    expect(within(clocks).getByRole('listitem').textContent).toContain('Tokyo');
  });

  it("greets by the user entity's name when the profile has none, without clocks", () => {
    const sessions = createSessionManager({
      refresh: () => Promise.reject(new Error('Tests do not refresh sessions')),
      initial: {
        providerId: 'guest',
        expiresAt: Date.now() + 3_600_000,
        identity: { userEntityRef: 'user:default/ada', ownershipEntityRefs: [] },
        profile: {},
      },
    });
    renderHome(<WelcomeHeader />, { fetch: createHomeBackend().fetch, sessions });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Good afternoon, ada');
    expect(screen.queryByRole('list', { name: 'World clocks' })).toBeNull();
  });
});
