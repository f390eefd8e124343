import type { Kysely } from 'kysely';

/**
 * One row per site ever built: who held the right to build it, and until when. Builds are leased
 * through the scheduler's queue now; the table stays so that no migration drops data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('techdocs_builds')
    .addColumn('site_key', 'varchar(768)', col => col.primaryKey())
    .addColumn('lease_holder', 'varchar(64)')
    .addColumn('lease_until', 'bigint')
    .execute();
}
