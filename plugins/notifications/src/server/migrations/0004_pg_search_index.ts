import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { pgTrigramOperators } from '@atrium/server-core';

/**
 * On PostgreSQL, pg_trgm GIN indexes of the search text, so that a search (`LIKE '%term%'` over
 * title and description) and its count read the matching notifications only, not all of the
 * user's. SQLite has its own trigram index (0003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const opclass = await pgTrigramOperators(db);
  await sql`create index notifications_search_title on notifications
    using gin (search_title ${opclass})`.execute(db);
  await sql`create index notifications_search_description on notifications
    using gin (search_description ${opclass})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index notifications_search_description`.execute(db);
  await sql`drop index notifications_search_title`.execute(db);
}
