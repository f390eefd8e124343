import type { Kysely } from 'kysely';

/** One row per site ever built: who holds the right to build it, and until when. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('techdocs_builds')
    .addColumn('site_key', 'varchar(768)', col => col.primaryKey())
    .addColumn('lease_holder', 'varchar(64)')
    .addColumn('lease_until', 'bigint')
    .execute();
}
