import { randomBytes } from 'node:crypto';
import { createSealer, type UnsealError } from '@atrium/server-core';
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
    async replacePrivateJwk(kid, from, to) {
      const row = rows.find(key => key.kid === kid && key.sealedPrivateJwk === from);
      if (row) row.sealedPrivateJwk = to;
      return row !== undefined;
    },
    async removeCreatedBy(cutoff) {
      rows.splice(0, rows.length, ...rows.filter(key => key.createdAt > cutoff));
    },
  };
}

const HOUR = 60 * 60 * 1000;
const sealer = createSealer(randomBytes(32));

/** Keys in `store` rotated daily for hour-long tokens, on a clock the test moves. */
function dailyKeysOver(
  store: SigningKeyStore,
  clock: { now: number },
  onUnreadableKey?: Parameters<typeof createSigningKeys>[0]['onUnreadableKey'],
) {
  return createSigningKeys({
    store,
    sealer,
    rotationMs: 24 * HOUR,
    tokenTtlMs: HOUR,
    now: () => clock.now,
    onUnreadableKey,
  });
}

function dailyKeys() {
  const clock = { now: 0 };
  const store = memoryStore();
  return { clock, store, keys: dailyKeysOver(store, clock) };
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
    const mine = createSigningKeys({ store, sealer, rotationMs: HOUR, tokenTtlMs: HOUR });
    const theirs = createSigningKeys({ store, sealer, rotationMs: HOUR, tokenTtlMs: HOUR });
    await mine.publicJwks();
    const { kid } = await theirs.signingKey();

    expect(await mine.verificationKey(kid)).toBeDefined();
    for (const jwk of await mine.publicJwks()) {
      expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(jwk).not.toHaveProperty('d');
    }
  });

  it('stores the private key sealed, with its key id as context', async () => {
    const { store, keys } = dailyKeys();
    const { kid } = await keys.signingKey();

    const [row] = store.rows;
    expect(row?.sealedPrivateJwk).not.toContain('"d":');
    expect(() => createSealer(randomBytes(32)).open(row!.sealedPrivateJwk, kid)).toThrow();
    expect(() => sealer.open(row!.sealedPrivateJwk, 'another-kid')).toThrow();
    expect(JSON.parse(sealer.open(row!.sealedPrivateJwk, kid))).toHaveProperty('d');
  });

  it('signs with a key of its own when the newest was sealed with another key, and says so once', async () => {
    const store = memoryStore();
    const reported: Array<[string, UnsealError]> = [];
    const theirs = createSigningKeys({ store, sealer, rotationMs: HOUR, tokenTtlMs: HOUR });
    const mine = createSigningKeys({
      store,
      sealer: createSealer(randomBytes(32)),
      rotationMs: HOUR,
      tokenTtlMs: HOUR,
      onUnreadableKey: (kid, error) => void reported.push([kid, error]),
    });
    const theirKey = await theirs.signingKey();

    const myKey = await mine.signingKey();
    expect(myKey.kid).not.toBe(theirKey.kid);
    expect((await mine.signingKey()).kid).toBe(myKey.kid);
    expect(reported).toEqual([[theirKey.kid, expect.objectContaining({ reason: 'key' })]]);
    // Each goes on with its own key and verifies the other's tokens with the public one.
    expect((await theirs.signingKey()).kid).toBe(theirKey.kid);
    expect(await mine.verificationKey(theirKey.kid)).toBeDefined();
    expect(await theirs.verificationKey(myKey.kid)).toBeDefined();
  });

  it('does not sign with an altered private key', async () => {
    const { clock, store, keys } = dailyKeys();
    const first = await keys.signingKey();
    const reported: UnsealError[] = [];
    const row = store.rows[0]!;
    const parts = row.sealedPrivateJwk.split(':');
    parts[4] = sealer.seal('{"kty":"EC"}', row.kid).split(':')[4]!;
    row.sealedPrivateJwk = parts.join(':');
    const fresh = dailyKeysOver(store, clock, (_kid, error) => void reported.push(error));

    expect((await fresh.signingKey()).kid).not.toBe(first.kid);
    expect(reported.map(error => error.reason)).toEqual(['altered']);
  });

  it('does not sign with a sealed value that holds no usable key', async () => {
    const { clock, store } = dailyKeys();
    store.rows.push({
      kid: 'junk',
      publicJwk: '{}',
      sealedPrivateJwk: sealer.seal('{"kty":"EC","d":"not a key"}', 'junk'),
      createdAt: 0,
    });
    const reported: string[] = [];
    const keys = dailyKeysOver(
      store,
      clock,
      (kid, error) => void reported.push(`${kid}: ${error.reason}`),
    );

    expect((await keys.signingKey()).kid).not.toBe('junk');
    expect(reported).toEqual(['junk: format']);
  });
});
