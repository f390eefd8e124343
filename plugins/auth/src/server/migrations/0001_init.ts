import type { Kysely } from 'kysely';

/**
 * The ES256 keys identity tokens are signed with. Every replica signs with the newest one and
 * verifies with any that is still listed, so keys live in the database, not in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_signing_keys')
    .addColumn('kid', 'varchar(64)', col => col.primaryKey())
    .addColumn('public_jwk', 'text', col => col.notNull())
    .addColumn('private_jwk', 'text', col => col.notNull())
    .addColumn('created_at', 'bigint', col => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_signing_keys').execute();
}
