import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The catalog's tables (see store/tables.ts for what each column means). Indexes follow the hot
 * queries: by key, by name order within a kind, filters through `catalog_search`, facets by key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;

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
  for (const [name, columns] of [
    ['catalog_sources_location', ['location_id']],
    ['catalog_sources_declared_by', ['declared_by']],
    ['catalog_sources_parent', ['parent_key']],
    ['catalog_sources_due', ['next_refresh_at']],
    ['catalog_sources_target', ['type', 'target']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('catalog_sources')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('catalog_entities')
    // A small integer row number: search rows point at it (a UUID there would double their size).
    .addColumn('seq', isSqlite ? 'integer' : 'bigserial', col => col.primaryKey())
    .addColumn('id', 'varchar(36)', col => col.notNull().unique())
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
  for (const [name, columns] of [
    ['catalog_entities_name', ['name', 'seq']],
    ['catalog_entities_kind_name', ['kind', 'name', 'seq']],
    ['catalog_entities_source', ['source_key']],
    ['catalog_entities_location', ['location_id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('catalog_entities')
      .columns([...columns])
      .execute();
  }

  // Keyed by the entity that carries the relation, so stitching reads an entity's relations as
  // one range; on SQLite without a rowid, each relation is one b-tree entry plus the origin index.
  await db.schema
    .createTable('catalog_relations')
    .addColumn('origin_key', 'text', col => col.notNull())
    .addColumn('source_key', 'text', col => col.notNull())
    .addColumn('type', 'varchar(63)', col => col.notNull())
    .addColumn('target_ref', 'text', col => col.notNull())
    .addPrimaryKeyConstraint('catalog_relations_pk', [
      'source_key',
      'type',
      'target_ref',
      'origin_key',
    ])
    .$call(builder => (isSqlite ? builder.modifyEnd(sql`without rowid`) : builder))
    .execute();
  await db.schema
    .createIndex('catalog_relations_origin')
    .on('catalog_relations')
    .column('origin_key')
    .execute();

  // Entities whose served body must be rebuilt because something they relate to changed; the
  // loop drains it when idle, so a group owning thousands of entities is rebuilt once, not per file.
  await db.schema
    .createTable('catalog_stitch_queue')
    .addColumn('entity_key', 'text', col => col.primaryKey())
    .execute();

  // Field names repeat in every search row; they are stored once here and referred to by number.
  await db.schema
    .createTable('catalog_search_keys')
    .addColumn('id', isSqlite ? 'integer' : 'serial', col => col.primaryKey())
    .addColumn('key', 'varchar(255)', col => col.notNull().unique())
    .execute();
  // One row per entity, field and value. On SQLite the table is its primary key (no rowid), so a
  // row costs two b-tree inserts instead of three: ingestion writes millions of them.
  await db.schema
    .createTable('catalog_search')
    .addColumn('entity_seq', 'bigint', col => col.notNull())
    .addColumn('key_id', 'integer', col => col.notNull())
    .addColumn('value', 'varchar(255)', col => col.notNull())
    .addColumn('original_value', 'varchar(255)')
    .addPrimaryKeyConstraint('catalog_search_pk', ['entity_seq', 'key_id', 'value'])
    .$call(builder => (isSqlite ? builder.modifyEnd(sql`without rowid`) : builder))
    .execute();
  await db.schema
    .createIndex('catalog_search_key_value')
    .on('catalog_search')
    // original_value makes facet counts an index-only scan.
    .columns(['key_id', 'value', 'original_value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'catalog_search',
    'catalog_search_keys',
    'catalog_stitch_queue',
    'catalog_relations',
    'catalog_entities',
    'catalog_sources',
    'catalog_locations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
