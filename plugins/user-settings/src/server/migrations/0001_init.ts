import type { Kysely } from 'kysely';

/** One row per user, bucket and key; the value is the JSON text the client sent. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_settings')
    .addColumn('user_ref', 'varchar(255)', col => col.notNull())
    .addColumn('bucket', 'varchar(255)', col => col.notNull())
    .addColumn('key', 'varchar(255)', col => col.notNull())
    .addColumn('value', 'text', col => col.notNull())
    .addColumn('updated_at', 'bigint', col => col.notNull())
    .addPrimaryKeyConstraint('user_settings_pk', ['user_ref', 'bucket', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
}
