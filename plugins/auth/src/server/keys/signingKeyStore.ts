import type { Kysely } from 'kysely';

export interface AuthDb {
  auth_signing_keys: {
    kid: string;
    public_jwk: string;
    /** Sealed (`createSealer`, the key id as context); plain JWK JSON in rows from before. */
    private_jwk: string;
    created_at: number;
  };
}

export interface StoredSigningKey {
  kid: string;
  publicJwk: string;
  sealedPrivateJwk: string;
  createdAt: number;
}

/** The signing keys table: every statement about it lives here. */
export function createSigningKeyStore(db: Kysely<AuthDb>) {
  return {
    /** Newest first. */
    async list(): Promise<StoredSigningKey[]> {
      const rows = await db
        .selectFrom('auth_signing_keys')
        .selectAll()
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(row => ({
        kid: row.kid,
        publicJwk: row.public_jwk,
        sealedPrivateJwk: row.private_jwk,
        createdAt: Number(row.created_at),
      }));
    },
    async add(key: StoredSigningKey): Promise<void> {
      await db
        .insertInto('auth_signing_keys')
        .values({
          kid: key.kid,
          public_jwk: key.publicJwk,
          private_jwk: key.sealedPrivateJwk,
          created_at: key.createdAt,
        })
        .execute();
    },
    /**
     * Replaces a private key's stored form, unless another replica changed it first: answers
     * whether this call did.
     */
    async replacePrivateJwk(kid: string, from: string, to: string): Promise<boolean> {
      const result = await db
        .updateTable('auth_signing_keys')
        .set({ private_jwk: to })
        .where('kid', '=', kid)
        .where('private_jwk', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Drops keys created at `cutoff` or earlier: no token they signed is still valid. */
    async removeCreatedBy(cutoff: number): Promise<void> {
      await db.deleteFrom('auth_signing_keys').where('created_at', '<=', cutoff).execute();
    },
  };
}

export type SigningKeyStore = ReturnType<typeof createSigningKeyStore>;
