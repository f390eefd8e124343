import { sql, type Kysely } from 'kysely';
import type { SearchEngine } from './SearchEngine';
import type { SearchTables } from './searchTables';
import { createSqlSearchEngine } from './createSqlSearchEngine';

/**
 * Search on PostgreSQL: `LIKE '%word%'` over the haystack, answered by a pg_trgm GIN index, finds
 * the documents containing every word anywhere (infix), which is what the ranking then orders.
 */
export function createPostgresSearchEngine(db: Kysely<SearchTables>): SearchEngine {
  return createSqlSearchEngine(db, {
    containsAll(groups) {
      // Words are letters and digits only, so none carries a LIKE wildcard.
      const anyOf = (group: readonly string[]) =>
        sql`(${sql.join(
          group.map(text => sql`d.haystack like ${`%${text}%`}`),
          sql` or `,
        )})`;
      return sql.join(groups.map(anyOf), sql` and `);
    },
    contains: (haystack, needle) => sql`(strpos(${haystack}, ${needle}) > 0)::int`,
    byteOrder: expression => sql`${expression} collate "C"`,
  });
}
