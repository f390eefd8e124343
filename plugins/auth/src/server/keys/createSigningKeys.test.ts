import { describe, expect, it } from 'vitest';
import { createSigningKeys } from './createSigningKeys';
import type { SigningKeyStore, StoredSigningKey } from './signingKeyStore';

/** The store's contract in memory; the SQL store is exercised by the plugin test on each database. */
function memoryStore(): SigningKeyStore & { rows: StoredSigningKey[] } {
  const rows: StoredSigningKey[] = [];
  return {
    rows,
    async list() {
      return [...rows].sort((a, b) => b.createdAt - a.createdAt);
    },
    async add(key) {
      rows.push(key);
    },
    async removeCreatedBy(cutoff) {
      rows.splice(0, rows.length, ...rows.filter(key => key.createdAt > cutoff));
    },
  };
}

const HOUR = 60 * 60 * 1000;

/** Keys rotated daily for hour-long tokens, on a clock the test moves. */
function dailyKeys() {
  const clock = { now: 0 };
  const store = memoryStore();
  const keys = createSigningKeys({
    store,
    rotationMs: 24 * HOUR,
    tokenTtlMs: HOUR,
    now: () => clock.now,
  });
  return { clock, store, keys };
}

describe('createSigningKeys', () => {
  it('makes one key for concurrent signers and keeps using it until rotation is due', async () => {
    const { clock, store, keys } = dailyKeys();

    const [a, b] = await Promise.all([keys.signingKey(), keys.signingKey()]);
    expect(a.kid).toBe(b.kid);
    clock.now = 23 * HOUR;
    expect((await keys.signingKey()).kid).toBe(a.kid);
    expect(store.rows).toHaveLength(1);
  });

  it('rotates, publishes the retired key until its last token expires, then drops it', async () => {
    const { clock, keys } = dailyKeys();
    const first = await keys.signingKey();

    clock.now = 24 * HOUR;
    const second = await keys.signingKey();
    expect(second.kid).not.toBe(first.kid);
    expect((await keys.publicJwks()).map(key => key.kid)).toEqual([second.kid, first.kid]);
    expect(await keys.verificationKey(first.kid)).toBeDefined();

    clock.now = 25 * HOUR;
    expect(await keys.verificationKey(first.kid)).toBeUndefined();
    expect((await keys.publicJwks()).map(key => key.kid)).toEqual([second.kid]);
  });

  it('finds a key another replica made, and never publishes private parts', async () => {
    const store = memoryStore();
    const mine = createSigningKeys({ store, rotationMs: HOUR, tokenTtlMs: HOUR });
    const theirs = createSigningKeys({ store, rotationMs: HOUR, tokenTtlMs: HOUR });
    await mine.publicJwks();
    const { kid } = await theirs.signingKey();

    expect(await mine.verificationKey(kid)).toBeDefined();
    for (const jwk of await mine.publicJwks()) {
      expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(jwk).not.toHaveProperty('d');
    }
  });
});
