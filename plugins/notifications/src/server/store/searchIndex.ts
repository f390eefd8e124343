import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { NotificationsTables } from './notificationsTables';

/**
 * Up to this many notifications (of every user) holding the term, a search starts from the
 * trigram index: it reads those and sorts them. A term held by more is common enough that reading
 * the user's notifications newest first finds a page sooner.
 */
const MAX_INDEXED_MATCHES = 5000;

/** A trigram index finds terms of three characters or more. */
const MIN_INDEXED_LENGTH = 3;

/**
 * Whether a search goes through `notifications_search` (migrations/0003_search_index.ts), which
 * only SQLite has.
 */
export async function useSearchIndex(
  db: Kysely<NotificationsTables>,
  search: string | undefined,
): Promise<boolean> {
  if (!search || [...search.toLowerCase()].length < MIN_INDEXED_LENGTH) return false;
  const { rows } = await sql<{ matches: number }>`select count(*) as matches from (
      select rowid from notifications_search where notifications_search match ${phraseOf(search)}
      limit ${MAX_INDEXED_MATCHES + 1})`.execute(db);
  return Number(rows[0]?.matches) <= MAX_INDEXED_MATCHES;
}

/**
 * The notifications that may hold the term: the index folds case its own way, so it narrows and
 * the search's own condition decides.
 */
export function inSearchIndex(search: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref('n.search_key')} in (select rowid from notifications_search
    where notifications_search match ${phraseOf(search)})`;
}

/** The term as one FTS5 string: every character literal, a double quote doubled. */
function phraseOf(search: string): string {
  return `"${search.toLowerCase().replace(/"/g, '""')}"`;
}
