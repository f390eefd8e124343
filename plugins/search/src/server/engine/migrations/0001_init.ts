import { sql, type Kysely, type Migration } from 'kysely';
import { pgTrigramOperators, type DatabaseEngine } from '@atrium/server-core';

/**
 * Documents, their field values for filters, and the vocabulary for typos. SQLite adds an FTS5
 * trigram index over `haystack` (infix search); PostgreSQL a pg_trgm GIN index over it.
 */
export function initMigration(engine: DatabaseEngine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'pg') await createPgTables(db);
      else await createSqliteTables(db);
      await db.schema
        .createTable('search_fields')
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('key', 'text', col => col.notNull())
        .addColumn('name', 'text', col => col.notNull())
        .addColumn('value', 'text', col => col.notNull())
        .addPrimaryKeyConstraint('search_fields_pk', ['type', 'key', 'name'])
        .execute();
      await db.schema
        .createIndex('search_fields_value')
        .on('search_fields')
        .columns(['name', 'value'])
        .execute();
      await db.schema
        .createIndex('search_terms_reversed')
        .on('search_terms')
        .column('reversed')
        .execute();
    },
  };
}

const documentColumns = sql.raw(`
  type text not null,
  key text not null,
  title text not null,
  text text not null,
  location text not null,
  fields text not null,
  resource_ref text,
  name_key text not null,
  words text not null,
  haystack text not null`);

async function createSqliteTables(db: Kysely<unknown>) {
  await sql`create table search_documents (
    id integer primary key,
    title_key text not null,
    ${documentColumns},
    unique (type, key)
  )`.execute(db);
  await sql`create virtual table search_fts using fts5(
    haystack, content = 'search_documents', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  // An external-content FTS table is kept in step by triggers, inside the writing transaction.
  await sql`create trigger search_documents_ai after insert on search_documents begin
    insert into search_fts (rowid, haystack) values (new.id, new.haystack);
  end`.execute(db);
  await sql`create trigger search_documents_ad after delete on search_documents begin
    insert into search_fts (search_fts, rowid, haystack) values ('delete', old.id, old.haystack);
  end`.execute(db);
  await sql`create trigger search_documents_au after update on search_documents begin
    insert into search_fts (search_fts, rowid, haystack) values ('delete', old.id, old.haystack);
    insert into search_fts (rowid, haystack) values (new.id, new.haystack);
  end`.execute(db);
  await sql`create table search_terms (
    term text primary key,
    reversed text not null
  ) without rowid`.execute(db);
}

async function createPgTables(db: Kysely<unknown>) {
  const opclass = await pgTrigramOperators(db);
  // Byte order ("C") everywhere order or ranges matter, so both engines sort alike.
  await sql`create table search_documents (
    title_key text collate "C" not null,
    ${documentColumns},
    primary key (type, key)
  )`.execute(db);
  await sql`create index search_documents_haystack on search_documents
    using gin (haystack ${opclass})`.execute(db);
  await sql`create table search_terms (
    term text collate "C" primary key,
    reversed text collate "C" not null
  )`.execute(db);
}
