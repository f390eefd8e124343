import type { Kysely } from 'kysely';

/**
 * Who holds each source's lease, and which server instances are alive: a restarted or surviving
 * server takes over the sources of an instance that stopped beating at once, instead of waiting
 * for its leases to run out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalog_sources').addColumn('lease_owner', 'varchar(36)').execute();
  await db.schema
    .createIndex('catalog_sources_lease_owner')
    .on('catalog_sources')
    .column('lease_owner')
    .execute();
  await db.schema
    .createTable('catalog_instances')
    .addColumn('id', 'varchar(36)', col => col.primaryKey())
    .addColumn('heartbeat_at', 'bigint', col => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalog_instances').ifExists().execute();
  await db.schema.dropIndex('catalog_sources_lease_owner').ifExists().execute();
  await db.schema.alterTable('catalog_sources').dropColumn('lease_owner').execute();
}
