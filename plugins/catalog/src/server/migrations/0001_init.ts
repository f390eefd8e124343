import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The catalog's tables (see store/tables.ts for what each column means). Indexes follow the hot
 * queries: by key, by name order within a kind, filters through `catalog_search`, facets by key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_locations')
    .addColumn('id', 'varchar(36)', col => col.primaryKey())
    .addColumn('type', 'varchar(255)', col => col.notNull())
    .addColumn('target', 'text', col => col.notNull())
    .addColumn('origin', 'varchar(16)', col => col.notNull())
    .addColumn('created_at', 'bigint', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('catalog_locations_type_target')
    .on('catalog_locations')
    .columns(['type', 'target'])
    .unique()
    .execute();

  await db.schema
    .createTable('catalog_sources')
    .addColumn('source_key', 'text', col => col.primaryKey())
    .addColumn('location_id', 'varchar(36)', col => col.notNull())
    .addColumn('type', 'varchar(255)', col => col.notNull())
    .addColumn('target', 'text', col => col.notNull())
    .addColumn('declared_by', 'text')
    .addColumn('parent_key', 'text')
    .addColumn('depth', 'integer', col => col.notNull())
    .addColumn('content_hash', 'varchar(64)')
    .addColumn('http_etag', 'text')
    .addColumn('errors', 'text')
    .addColumn('next_refresh_at', 'bigint', col => col.notNull())
    .addColumn('lease_until', 'bigint')
    .execute();
  await db.schema
    .createIndex('catalog_sources_location')
    .on('catalog_sources')
    .column('location_id')
    .execute();
  await db.schema
    .createIndex('catalog_sources_declared_by')
    .on('catalog_sources')
    .column('declared_by')
    .execute();
  await db.schema
    .createIndex('catalog_sources_parent')
    .on('catalog_sources')
    .column('parent_key')
    .execute();
  await db.schema
    .createIndex('catalog_sources_due')
    .on('catalog_sources')
    .column('next_refresh_at')
    .execute();
  await db.schema
    .createIndex('catalog_sources_target')
    .on('catalog_sources')
    .columns(['type', 'target'])
    .execute();

  await db.schema
    .createTable('catalog_entities')
    .addColumn('id', 'varchar(36)', col => col.primaryKey())
    .addColumn('entity_key', 'text', col => col.notNull().unique())
    .addColumn('entity_ref', 'text', col => col.notNull())
    .addColumn('kind', 'varchar(63)', col => col.notNull())
    .addColumn('namespace', 'varchar(63)', col => col.notNull())
    .addColumn('name', 'varchar(255)', col => col.notNull())
    .addColumn('source_key', 'text')
    .addColumn('location_id', 'varchar(36)')
    .addColumn('parent_key', 'text')
    .addColumn('processed_hash', 'varchar(64)', col => col.notNull())
    .addColumn('errors', 'text')
    .addColumn('final', 'text', col => col.notNull())
    .addColumn('final_hash', 'varchar(64)')
    .addColumn('etag', 'varchar(64)', col => col.notNull())
    .addColumn('orphan', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('catalog_entities_name')
    .on('catalog_entities')
    .columns(['name', 'id'])
    .execute();
  await db.schema
    .createIndex('catalog_entities_kind_name')
    .on('catalog_entities')
    .columns(['kind', 'name', 'id'])
    .execute();
  await db.schema
    .createIndex('catalog_entities_source')
    .on('catalog_entities')
    .column('source_key')
    .execute();
  await db.schema
    .createIndex('catalog_entities_location')
    .on('catalog_entities')
    .column('location_id')
    .execute();
  await db.schema
    .createIndex('catalog_entities_parent')
    .on('catalog_entities')
    .column('parent_key')
    .execute();

  await db.schema
    .createTable('catalog_relations')
    .addColumn('origin_key', 'text', col => col.notNull())
    .addColumn('source_key', 'text', col => col.notNull())
    .addColumn('type', 'varchar(63)', col => col.notNull())
    .addColumn('target_ref', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('catalog_relations_origin')
    .on('catalog_relations')
    .column('origin_key')
    .execute();
  await db.schema
    .createIndex('catalog_relations_source')
    .on('catalog_relations')
    .column('source_key')
    .execute();

  // One row per entity, key and value; on SQLite the table is its primary key (no rowid), so a row
  // costs two b-tree inserts instead of four — ingestion writes millions of them.
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('catalog_search')
    .addColumn('entity_id', 'varchar(36)', col => col.notNull())
    .addColumn('key', 'varchar(255)', col => col.notNull())
    .addColumn('value', 'varchar(255)', col => col.notNull())
    .addColumn('original_value', 'varchar(255)')
    .addPrimaryKeyConstraint('catalog_search_pk', ['entity_id', 'key', 'value'])
    .$call(builder => (isSqlite ? builder.modifyEnd(sql`without rowid`) : builder))
    .execute();
  await db.schema
    .createIndex('catalog_search_key_value')
    .on('catalog_search')
    // original_value makes facet counts an index-only scan.
    .columns(['key', 'value', 'original_value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'catalog_search',
    'catalog_relations',
    'catalog_entities',
    'catalog_sources',
    'catalog_locations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
