import { randomBytes } from 'node:crypto';
import { createSealer } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { sealPlainSigningKeys } from './sealPlainSigningKeys';
import type { SigningKeyStore, StoredSigningKey } from './signingKeyStore';

function storeOf(rows: StoredSigningKey[]): SigningKeyStore {
  return {
    list: async () => rows,
    add: async key => void rows.push(key),
    async replacePrivateJwk(kid, from, to) {
      const row = rows.find(key => key.kid === kid && key.sealedPrivateJwk === from);
      if (row) row.sealedPrivateJwk = to;
      return row !== undefined;
    },
    removeCreatedBy: async () => undefined,
  };
}

const row = (kid: string, sealedPrivateJwk: string): StoredSigningKey => ({
  kid,
  publicJwk: '{}',
  sealedPrivateJwk,
  createdAt: 0,
});

describe('sealPlainSigningKeys', () => {
  const sealer = createSealer(randomBytes(32));
  const plain = JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'secret-d' });

  it('seals plain private keys with their key id, once', async () => {
    const rows = [row('old', plain)];

    expect(await sealPlainSigningKeys(storeOf(rows), sealer)).toBe(1);
    expect(rows[0]!.sealedPrivateJwk).not.toContain('secret-d');
    expect(sealer.open(rows[0]!.sealedPrivateJwk, 'old')).toBe(plain);
    expect(await sealPlainSigningKeys(storeOf(rows), sealer)).toBe(0);
  });

  it('leaves sealed keys, and rows that are no private key, as they are', async () => {
    const sealed = createSealer(randomBytes(32)).seal(plain, 'theirs');
    const rows = [row('theirs', sealed), row('public', '{"kty":"EC"}'), row('junk', 'not json')];

    expect(await sealPlainSigningKeys(storeOf(rows), sealer)).toBe(0);
    expect(rows.map(key => key.sealedPrivateJwk)).toEqual([sealed, '{"kty":"EC"}', 'not json']);
  });
});
