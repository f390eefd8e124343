import { describe, expect, it } from 'vitest';
import { createResultCache } from './resultCache';

describe('createResultCache', () => {
  it('counts once until invalidated', async () => {
    const cache = createResultCache({ ttlMs: 60_000 });
    let calls = 0;
    const count = async () => ++calls;
    expect(await cache.get('q', count)).toBe(1);
    expect(await cache.get('q', count)).toBe(1);
    cache.invalidate();
    expect(await cache.get('q', count)).toBe(2);
  });

  it('forgets values after the TTL', async () => {
    const cache = createResultCache({ ttlMs: 0 });
    let calls = 0;
    await cache.get('q', async () => ++calls);
    await cache.get('q', async () => ++calls);
    expect(calls).toBe(2);
  });

  it('does not keep a count that a concurrent write may have made stale', async () => {
    const cache = createResultCache({ ttlMs: 60_000 });
    let calls = 0;
    await cache.get('q', async () => {
      cache.invalidate();
      return ++calls;
    });
    await cache.get('q', async () => ++calls);
    expect(calls).toBe(2);
  });
});
