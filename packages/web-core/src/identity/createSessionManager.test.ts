import { describe, expect, it, vi } from 'vitest';
import { createSessionManager, type Session } from './createSessionManager';

function session(token: string, expiresAt: number): Session {
  return {
    providerId: 'guest',
    token,
    expiresAt,
    identity: { userEntityRef: 'user:default/guest', ownershipEntityRefs: ['user:default/guest'] },
    profile: {},
  };
}

describe('createSessionManager', () => {
  it('signs in once for concurrent callers and keeps the session while it is fresh', async () => {
    let clock = 0;
    const refresh = vi.fn(async () => session('a', 3_600_000));
    const manager = createSessionManager({ refresh, now: () => clock });

    const [first, second] = await Promise.all([manager.signIn('guest'), manager.getSession()]);
    expect(first.token).toBe('a');
    expect(second?.token).toBe('a');
    clock = 3_600_000 - 181_000;
    expect((await manager.getSession())?.token).toBe('a');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes when less than 180 s remain, concurrent refreshes collapsing into one', async () => {
    let clock = 0;
    const refresh = vi
      .fn<(providerId: string, context: { renewal: boolean }) => Promise<Session>>()
      .mockResolvedValueOnce(session('a', 3_600_000))
      .mockResolvedValueOnce(session('b', 7_200_000));
    const manager = createSessionManager({ refresh, now: () => clock });
    await manager.signIn('guest');

    clock = 3_600_000 - 179_000;
    const tokens = await Promise.all([
      manager.getSession(),
      manager.getSession(),
      manager.getSession(),
    ]);
    expect(tokens.map(current => current?.token)).toEqual(['b', 'b', 'b']);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenNthCalledWith(1, 'guest', { renewal: false });
    expect(refresh).toHaveBeenLastCalledWith('guest', { renewal: true });
  });

  it('tells subscribers, forgets the session on sign-out, and lets a failed sign-in be retried', async () => {
    const refresh = vi
      .fn<(providerId: string) => Promise<Session>>()
      .mockRejectedValueOnce(new Error('Auth refresh request failed'))
      .mockResolvedValueOnce(session('c', Date.now() + 3_600_000));
    const manager = createSessionManager({ refresh });
    const listener = vi.fn();
    manager.subscribe(listener);

    await expect(manager.signIn('guest')).rejects.toThrow('Auth refresh request failed');
    expect(await manager.getSession()).toBeUndefined();
    expect((await manager.signIn('guest')).token).toBe('c');
    expect(listener).toHaveBeenCalledTimes(1);

    await manager.signOut();
    expect(manager.current()).toBeUndefined();
    expect(await manager.getSession()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('opens the interactive sign-in only when the user asked for it', async () => {
    const refresh = vi.fn(async () => session('silent', Date.now() + 3_600_000));
    const signIn = vi.fn(async () => session('popup', Date.now() + 3_600_000));
    const manager = createSessionManager({ refresh, signIn });

    expect((await manager.signIn('oidc')).token).toBe('silent');
    expect((await manager.signIn('oidc', { interactive: true })).token).toBe('popup');
    expect(signIn).toHaveBeenCalledWith('oidc');
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('ends the provider session before forgetting it, even when that fails', async () => {
    const ended: string[] = [];
    const manager = createSessionManager({
      refresh: () => Promise.reject(new Error('not here')),
      initial: session('a', Date.now() + 3_600_000),
      onSignOut: async current => {
        ended.push(`${current.token} while signed in: ${manager.current() !== undefined}`);
        throw new Error('Logout request failed');
      },
    });

    await expect(manager.signOut()).rejects.toThrow('Logout request failed');

    expect(ended).toEqual(['a while signed in: true']);
    expect(manager.current()).toBeUndefined();
  });

  it('does not let a sign-in started before a sign-out sign the user back in', async () => {
    let answer: (value: Session) => void = () => undefined;
    const manager = createSessionManager({
      refresh: () => new Promise<Session>(resolve => (answer = resolve)),
    });
    const signingIn = manager.signIn('guest');

    await manager.signOut();
    answer(session('late', Date.now() + 3_600_000));

    await expect(signingIn).rejects.toThrow('The sign-in was superseded');
    expect(manager.current()).toBeUndefined();
  });

  it('starts a session made in the browser and gives its credentials', async () => {
    const manager = createSessionManager({ refresh: () => Promise.reject(new Error('not here')) });
    await expect(manager.getCredentials()).rejects.toThrow(
      'You do not appear to be signed in. Please try reloading the browser page.',
    );

    manager.signInWithSession({ ...session('custom-token', Infinity), providerId: 'custom' });
    expect(await manager.getCredentials()).toEqual({ token: 'custom-token' });

    manager.signInWithSession({ ...session('x', Infinity), token: undefined });
    expect(await manager.getCredentials()).toEqual({});
  });
});
