import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningKeyStore, StoredSigningKey } from './signingKeyStore';

export const SIGNING_ALGORITHM = 'ES256';

/** A reload for an unknown key id happens at most this often: garbage tokens must not hammer the database. */
const UNKNOWN_KID_RELOAD_MS = 1000;

export interface SigningKeysOptions {
  store: SigningKeyStore;
  /** A new key is made once the newest is this old. */
  rotationMs: number;
  /** How long tokens live: a retired key is published until its last token has expired. */
  tokenTtlMs: number;
  now?: () => number;
}

export interface SigningKeys {
  /** The key to sign with now, made when there is none or the newest is due for rotation. */
  signingKey(): Promise<{ kid: string; key: CryptoKey }>;
  /** The key a token names, if it is still published (keys made by other replicas included). */
  verificationKey(kid: string): Promise<CryptoKey | undefined>;
  /** The published public keys, for `/.well-known/jwks.json`. */
  publicJwks(): Promise<JWK[]>;
}

/**
 * Rotating ES256 keys shared by every replica through the database. Each replica keeps what it
 * read in memory and reads again when it must rotate or meets a key id it does not know.
 */
export function createSigningKeys(options: SigningKeysOptions): SigningKeys {
  const now = options.now ?? Date.now;
  const retention = options.rotationMs + options.tokenTtlMs;
  let keys: StoredSigningKey[] | undefined;
  let lastUnknownReload = 0;
  let rotating: Promise<StoredSigningKey> | undefined;
  const imported = new Map<string, Promise<CryptoKey>>();

  async function load(): Promise<StoredSigningKey[]> {
    await options.store.removeCreatedBy(now() - retention);
    keys = await options.store.list();
    return keys;
  }

  function importOnce(kid: string, jwk: string): Promise<CryptoKey> {
    let key = imported.get(kid);
    if (!key) {
      key = importJWK(JSON.parse(jwk) as JWK, SIGNING_ALGORITHM) as Promise<CryptoKey>;
      imported.set(kid, key);
    }
    return key;
  }

  async function rotate(): Promise<StoredSigningKey> {
    const fresh = (await load())[0];
    if (fresh && now() - fresh.createdAt < options.rotationMs) return fresh;
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const publicJwk = {
      ...(await exportJWK(pair.publicKey)),
      kid,
      alg: SIGNING_ALGORITHM,
      use: 'sig',
    };
    const stored: StoredSigningKey = {
      kid,
      publicJwk: JSON.stringify(publicJwk),
      privateJwk: JSON.stringify({ ...(await exportJWK(pair.privateKey)), kid }),
      createdAt: now(),
    };
    await options.store.add(stored);
    keys = [stored, ...(keys ?? [])];
    return stored;
  }

  return {
    async signingKey() {
      let newest = (keys ?? (await load()))[0];
      if (!newest || now() - newest.createdAt >= options.rotationMs) {
        // Concurrent signers of one replica make one key.
        rotating ??= rotate().finally(() => (rotating = undefined));
        newest = await rotating;
      }
      return { kid: newest.kid, key: await importOnce(`private:${newest.kid}`, newest.privateJwk) };
    },
    async verificationKey(kid) {
      let found = (keys ?? (await load())).find(key => key.kid === kid);
      if (!found && now() - lastUnknownReload >= UNKNOWN_KID_RELOAD_MS) {
        lastUnknownReload = now();
        found = (await load()).find(key => key.kid === kid);
      }
      if (!found || now() - found.createdAt >= retention) return undefined;
      return importOnce(`public:${kid}`, found.publicJwk);
    },
    async publicJwks() {
      const current = await load();
      return current.map(key => JSON.parse(key.publicJwk) as JWK);
    },
  };
}
