import { describe, expect, it } from 'vitest';
import { createTokenCache } from './createTokenCache';

describe('createTokenCache', () => {
  it('keeps a token until the margin before its expiry, sharing one request', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createTokenCache<string>({ now: () => clock, marginMs: 100 });
    const obtain = async () => ({ value: `token-${++calls}`, expiresAt: clock + 1000 });
    const [a, b] = await Promise.all([cache('k', obtain), cache('k', obtain)]);
    expect([a, b, calls]).toEqual(['token-1', 'token-1', 1]);
    clock = 899;
    expect(await cache('k', obtain)).toBe('token-1');
    clock = 900;
    expect(await cache('k', obtain)).toBe('token-2');
    expect(await cache('other', obtain)).toBe('token-3');
  });

  it('does not keep a failure', async () => {
    const cache = createTokenCache<string>();
    await expect(cache('k', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await cache('k', async () => ({ value: 'ok', expiresAt: Date.now() + 3_600_000 }))).toBe(
      'ok',
    );
  });
});
