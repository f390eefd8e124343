import { sql, type Kysely } from 'kysely';
import type { SearchEngine } from './SearchEngine';
import type { SearchTables } from './searchTables';
import { createSqlSearchEngine } from './createSqlSearchEngine';

/**
 * Search on SQLite: an FTS5 trigram index finds the documents containing every word anywhere
 * (infix), which is what the ranking then orders.
 */
export function createSqliteSearchEngine(db: Kysely<SearchTables>): SearchEngine {
  return createSqlSearchEngine(db, {
    containsAll(groups) {
      // Words are letters and digits only; quoting makes each a literal substring anyway.
      const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
      const expression = groups.map(group => `(${group.map(quote).join(' OR ')})`).join(' AND ');
      return sql`d.id in (select rowid from search_fts where search_fts match ${expression})`;
    },
    contains: (haystack, needle) => sql`(instr(${haystack}, ${needle}) > 0)`,
    byteOrder: expression => expression,
  });
}
