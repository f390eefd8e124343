import type { Kysely } from 'kysely';

/**
 * Whether a location's target must exist: an optional one (the catalog file a pull request is
 * about to add) is waited for without an error.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalog_locations')
    .addColumn('presence', 'varchar(16)', col => col.notNull().defaultTo('required'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalog_locations').dropColumn('presence').execute();
}
