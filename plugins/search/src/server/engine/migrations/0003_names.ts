import { sql, type Kysely, type Migration } from 'kysely';
import { pgTrigramOperators, type DatabaseEngine } from '@atrium/server-core';

/**
 * `names` (the words of the title and the name) with an infix index of its own, and indexes on
 * the title and name keys: a query reads candidates from these in a bounded number of rows
 * instead of ordering every document that holds a common word.
 */
export function namesMigration(engine: DatabaseEngine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table search_documents add column names text not null default ''`.execute(db);
      await sql`update search_documents set names = ' ' || title_key || ' ' || name_key || ' '`.execute(
        db,
      );
      // In byte order on PostgreSQL too, where only title_key was declared so.
      const name = engine === 'pg' ? sql`name_key collate "C"` : sql`name_key`;
      await sql`create index search_documents_title_key on search_documents (title_key)`.execute(
        db,
      );
      await sql`create index search_documents_name_key on search_documents (${name})`.execute(db);
      if (engine === 'pg') await indexNamesOnPg(db);
      else await indexNamesOnSqlite(db);
    },
  };
}

async function indexNamesOnPg(db: Kysely<unknown>) {
  const opclass = await pgTrigramOperators(db);
  await sql`create index search_documents_names on search_documents
    using gin (names ${opclass})`.execute(db);
}

/** The trigram index gains a `names` column: a column filter then looks in names only. */
async function indexNamesOnSqlite(db: Kysely<unknown>) {
  for (const trigger of ['ai', 'ad', 'au']) {
    await sql`drop trigger ${sql.raw(`search_documents_${trigger}`)}`.execute(db);
  }
  await sql`drop table search_fts`.execute(db);
  await sql`create virtual table search_fts using fts5(
    names, haystack, content = 'search_documents', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger search_documents_ai after insert on search_documents begin
    insert into search_fts (rowid, names, haystack) values (new.id, new.names, new.haystack);
  end`.execute(db);
  await sql`create trigger search_documents_ad after delete on search_documents begin
    insert into search_fts (search_fts, rowid, names, haystack)
      values ('delete', old.id, old.names, old.haystack);
  end`.execute(db);
  await sql`create trigger search_documents_au after update on search_documents begin
    insert into search_fts (search_fts, rowid, names, haystack)
      values ('delete', old.id, old.names, old.haystack);
    insert into search_fts (rowid, names, haystack) values (new.id, new.names, new.haystack);
  end`.execute(db);
  await sql`insert into search_fts (search_fts) values ('rebuild')`.execute(db);
}
