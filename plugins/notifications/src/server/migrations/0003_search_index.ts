import { SqliteAdapter, sql, type Kysely } from 'kysely';

/**
 * On SQLite, a trigram index of the search text (FTS5), so that a search for a rare term finds
 * its notifications without reading all of the user's (store/searchIndex.ts).
 *
 * The index is keyed by `search_key`, not by the table's rowid: VACUUM may renumber the rowids
 * of a table without an integer primary key, and the index would then point at other rows.
 *
 * PostgreSQL gets pg_trgm's indexes instead (0004).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`alter table notifications add column search_key integer`.execute(db);
  await sql`update notifications set search_key = rowid`.execute(db);
  await sql`create unique index notifications_search_key on notifications (search_key)`.execute(db);
  // Contentless: the text stays in `notifications`; the index answers keys only.
  await sql`create virtual table notifications_search using fts5(
    search_title, search_description, content = '', contentless_delete = 1, tokenize = 'trigram'
  )`.execute(db);
  await sql`insert into notifications_search (rowid, search_title, search_description)
    select search_key, search_title, search_description from notifications`.execute(db);
  // Kept in step inside the writing transaction, whoever writes (the store, a seeding script).
  await sql`create trigger notifications_search_ai after insert on notifications begin
    update notifications
      set search_key = (select coalesce(max(search_key), 0) + 1 from notifications)
      where rowid = new.rowid;
    insert into notifications_search (rowid, search_title, search_description)
      select search_key, new.search_title, new.search_description
      from notifications where rowid = new.rowid;
  end`.execute(db);
  await sql`create trigger notifications_search_ad after delete on notifications begin
    delete from notifications_search where rowid = old.search_key;
  end`.execute(db);
  await sql`create trigger notifications_search_au
    after update of search_title, search_description on notifications begin
    delete from notifications_search where rowid = old.search_key;
    insert into notifications_search (rowid, search_title, search_description)
      values (new.search_key, new.search_title, new.search_description);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const trigger of ['ai', 'ad', 'au']) {
    await sql`drop trigger ${sql.id(`notifications_search_${trigger}`)}`.execute(db);
  }
  await sql`drop table notifications_search`.execute(db);
  await sql`drop index notifications_search_key`.execute(db);
  await sql`alter table notifications drop column search_key`.execute(db);
}
