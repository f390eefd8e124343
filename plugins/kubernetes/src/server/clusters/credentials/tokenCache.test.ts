import { describe, expect, it } from 'vitest';
import { createTokenCache } from './tokenCache';

describe('createTokenCache', () => {
  it('keeps a value until shortly before it expires, and shares one pending request', async () => {
    let now = 0;
    let calls = 0;
    const cache = createTokenCache<string>({ now: () => now, marginMs: 1000 });
    const obtain = async () => ({ value: `token-${++calls}`, expiresAt: now + 10_000 });
    const [first, second] = await Promise.all([cache('k', obtain), cache('k', obtain)]);
    expect([first, second, calls]).toEqual(['token-1', 'token-1', 1]);
    now = 8_999;
    expect(await cache('k', obtain)).toBe('token-1');
    now = 9_000;
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
