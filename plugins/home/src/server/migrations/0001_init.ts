import type { Kysely } from 'kysely';

/** One row per user and page viewed; a view of the same page again counts on its row. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visits')
    .addColumn('id', 'varchar(36)', col => col.primaryKey())
    .addColumn('user_ref', 'varchar(255)', col => col.notNull())
    .addColumn('pathname', 'varchar(2048)', col => col.notNull())
    .addColumn('entity_ref', 'varchar(1024)')
    .addColumn('hits', 'integer', col => col.notNull())
    // Milliseconds since the epoch of the latest view.
    .addColumn('timestamp', 'bigint', col => col.notNull())
    .addUniqueConstraint('visits_user_pathname_unique', ['user_ref', 'pathname'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visits').execute();
}
