import { AlertsProvider, createSessionManager, type Session } from '@atrium/web-core';
import { renderWithApp } from '@atrium/web-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initialsOf, ProfileCard } from './ProfileCard';

function ada(overrides: Partial<Session> = {}): Session {
  return {
    providerId: 'oidc',
    token: 't',
    expiresAt: Date.now() + 3_600_000,
    identity: {
      userEntityRef: 'user:default/ada',
      ownershipEntityRefs: ['user:default/ada', 'group:default/analysts'],
    },
    profile: { displayName: 'Ada Lovelace', email: 'ada@example.com' },
    ...overrides,
  };
}

function renderCard(initial: Session, refresh = vi.fn(async () => initial)) {
  const sessions = createSessionManager({ refresh, initial });
  renderWithApp(
    <AlertsProvider>
      <ProfileCard />
    </AlertsProvider>,
    { fetch: vi.fn(), sessions },
  );
  return sessions;
}

describe('ProfileCard', () => {
  it("shows the user's initials, name, email, user ref and ownership refs", () => {
    renderCard(ada());

    const card = within(screen.getByRole('region', { name: 'Profile' }));
    expect(card.getByText('AL')).toBeDefined();
    expect(card.getByRole('heading', { name: 'Ada Lovelace' })).toBeDefined();
    expect(card.getByText('ada@example.com')).toBeDefined();
    expect(card.getByText('User entity').nextElementSibling?.textContent).toBe('user:default/ada');
    expect(
      within(card.getByRole('list', { name: 'Ownership entities' }))
        .getAllByRole('listitem')
        .map(item => item.textContent),
    ).toEqual(['user:default/ada', 'group:default/analysts']);
  });

  it('shows the picture when there is one, and the name from the ref when there is none', () => {
    renderCard(ada({ profile: { picture: 'https://example.com/ada.png' } }));

    const picture = screen.getByRole('img', { name: 'ada' });
    expect(picture.getAttribute('src')).toBe('https://example.com/ada.png');
    expect(screen.getByRole('heading', { name: 'ada' })).toBeDefined();
  });

  it('says so when the identity cannot be loaded', async () => {
    renderCard(
      ada({ expiresAt: Date.now() + 60_000 }),
      vi.fn(async () => {
        throw new Error('Auth refresh request failed');
      }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load user identity: Auth refresh request failed',
    );
  });

  it('signs the user out', async () => {
    const user = userEvent.setup();
    const sessions = renderCard(ada());

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(sessions.current()).toBeUndefined());
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('grace brewster hopper')).toBe('GB');
    expect(initialsOf('guest')).toBe('G');
    expect(initialsOf('jane_doe')).toBe('JD');
  });
});
