import { randomUUID } from 'node:crypto';
import { UnsealError, type Sealer } from '@atrium/server-core';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningKeyStore, StoredSigningKey } from './signingKeyStore';

export const SIGNING_ALGORITHM = 'ES256';

/** A reload for an unknown key id happens at most this often: garbage tokens must not hammer the database. */
const UNKNOWN_KID_RELOAD_MS = 1000;

export interface SigningKeysOptions {
  store: Pick<SigningKeyStore, 'list' | 'add' | 'removeCreatedBy'>;
  /** Seals private keys before they are stored, with the key id as context. */
  sealer: Sealer;
  /**
   * Told once per key this replica cannot open (sealed with another key-encryption key, or
   * altered); the replica then signs with a key of its own and still verifies with that one.
   */
  onUnreadableKey?: (kid: string, error: UnsealError) => void;
  /** A new key is made once the newest is this old. */
  rotationMs: number;
  /** How long tokens live: a retired key is published until its last token has expired. */
  tokenTtlMs: number;
  now?: () => number;
}

export interface SigningKeys {
  /** The key to sign with now, made when this replica can open none that is not due for rotation. */
  signingKey(): Promise<{ kid: string; key: CryptoKey }>;
  /** The key a token names, if it is still published (keys made by other replicas included). */
  verificationKey(kid: string): Promise<CryptoKey | undefined>;
  /** The published public keys, for `/.well-known/jwks.json`. */
  publicJwks(): Promise<JWK[]>;
}

/**
 * Rotating ES256 keys shared by every replica through the database, private parts sealed. Each
 * replica keeps what it read in memory and reads again when it must rotate or meets a key id it
 * does not know. It signs with the newest key it can open that is not due for rotation.
 */
export function createSigningKeys(options: SigningKeysOptions): SigningKeys {
  const now = options.now ?? Date.now;
  const retention = options.rotationMs + options.tokenTtlMs;
  let keys: StoredSigningKey[] | undefined;
  let lastUnknownReload = 0;
  let rotating: Promise<{ kid: string; key: CryptoKey }> | undefined;
  const imported = new Map<string, Promise<CryptoKey>>();
  const privateKeys = new Map<string, Promise<CryptoKey | undefined>>();

  async function load(): Promise<StoredSigningKey[]> {
    await options.store.removeCreatedBy(now() - retention);
    keys = await options.store.list();
    return keys;
  }

  function publicKey(kid: string, jwk: string): Promise<CryptoKey> {
    return once(
      imported,
      kid,
      () => importJWK(JSON.parse(jwk) as JWK, SIGNING_ALGORITHM) as Promise<CryptoKey>,
    );
  }

  /** The private key, or undefined (reported once) when this replica cannot open it. */
  function privateKey(stored: StoredSigningKey): Promise<CryptoKey | undefined> {
    return once(privateKeys, stored.kid, () => openPrivateKey(stored));
  }

  async function openPrivateKey(stored: StoredSigningKey): Promise<CryptoKey | undefined> {
    try {
      const jwk = JSON.parse(options.sealer.open(stored.sealedPrivateJwk, stored.kid)) as JWK;
      return (await importJWK(jwk, SIGNING_ALGORITHM)) as CryptoKey;
    } catch (error) {
      // Sealed but no usable key (a plain row of an older version holding junk): as unreadable.
      const unreadable = error instanceof UnsealError ? error : new UnsealError('format');
      options.onUnreadableKey?.(stored.kid, unreadable);
      return undefined;
    }
  }

  /** The newest key not due for rotation that this replica can open. */
  async function usable(
    list: readonly StoredSigningKey[],
  ): Promise<{ kid: string; key: CryptoKey } | undefined> {
    for (const stored of list) {
      if (now() - stored.createdAt >= options.rotationMs) return undefined;
      const key = await privateKey(stored);
      if (key) return { kid: stored.kid, key };
    }
    return undefined;
  }

  async function rotate(): Promise<{ kid: string; key: CryptoKey }> {
    const fresh = await usable(await load());
    if (fresh) return fresh;
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const publicJwk = {
      ...(await exportJWK(pair.publicKey)),
      kid,
      alg: SIGNING_ALGORITHM,
      use: 'sig',
    };
    const privateJwk = JSON.stringify({ ...(await exportJWK(pair.privateKey)), kid });
    const stored: StoredSigningKey = {
      kid,
      publicJwk: JSON.stringify(publicJwk),
      sealedPrivateJwk: options.sealer.seal(privateJwk, kid),
      createdAt: now(),
    };
    await options.store.add(stored);
    keys = [stored, ...(keys ?? [])];
    privateKeys.set(kid, Promise.resolve(pair.privateKey));
    return { kid, key: pair.privateKey };
  }

  return {
    async signingKey() {
      const current = await usable(keys ?? (await load()));
      if (current) return current;
      // Concurrent signers of one replica make one key.
      rotating ??= rotate().finally(() => (rotating = undefined));
      return rotating;
    },
    async verificationKey(kid) {
      let found = (keys ?? (await load())).find(key => key.kid === kid);
      if (!found && now() - lastUnknownReload >= UNKNOWN_KID_RELOAD_MS) {
        lastUnknownReload = now();
        found = (await load()).find(key => key.kid === kid);
      }
      if (!found || now() - found.createdAt >= retention) return undefined;
      return publicKey(kid, found.publicJwk);
    },
    async publicJwks() {
      const current = await load();
      return current.map(key => JSON.parse(key.publicJwk) as JWK);
    },
  };
}

/** The value cached under `key`, made by `make` the first time it is asked for. */
function once<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}
