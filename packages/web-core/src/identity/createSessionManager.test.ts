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
      .fn<(providerId: string) => Promise<Session>>()
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
    expect(refresh).toHaveBeenLastCalledWith('guest');
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

    manager.signOut();
    expect(manager.current()).toBeUndefined();
    expect(await manager.getSession()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
