import { sql, type Kysely } from 'kysely';
import type { SearchEngine } from './SearchEngine';
import type { SearchTables } from './searchTables';
import { createSqlSearchEngine } from './createSqlSearchEngine';

/**
 * Search on PostgreSQL: `LIKE '%word%'` over the haystack and the names, answered by pg_trgm GIN
 * indexes, finds the documents containing every word anywhere (infix); a bitmap scan under a
 * LIMIT stops once it has enough.
 */
const TRIGRAM_INDEXES = ['search_documents_haystack', 'search_documents_names'];

export function createPostgresSearchEngine(db: Kysely<SearchTables>): SearchEngine {
  return createSqlSearchEngine(db, {
    holding(groups, inNames) {
      // Words are letters and digits only, so none carries a LIKE wildcard.
      const anyOf = (column: string, group: readonly string[]) =>
        sql`(${sql.join(
          group.map(text => sql`${sql.ref(`d.${column}`)} like ${`%${text}%`}`),
          sql` or `,
        )})`;
      return {
        from: sql`search_documents d`,
        where: sql.join(
          groups.map(group => anyOf(inNames ? 'names' : 'haystack', group)),
          sql` and `,
        ),
      };
    },
    contains: (haystack, needle) => sql`(strpos(${haystack}, ${needle}) > 0)::int`,
    byteOrder: expression => sql`${expression} collate "C"`,
    // The planner cannot tell how often a word occurs from the trigram index, and for a LIMIT it
    // may scan the table hoping to meet matches early: for a rare word that reads every row.
    readingIndexes: (db, read) =>
      db.transaction().execute(async tx => {
        await sql`set local enable_seqscan = off`.execute(tx);
        return read(tx);
      }),
    bulkWriting: {
      // New trigram entries wait in each GIN index's pending list, merged into the index when
      // the list is full: merging 64 MB at a time instead of 4 makes a full pass a fifth faster.
      begin: async tx => {
        await sql`set local gin_pending_list_limit = 65536`.execute(tx);
      },
      // What is still pending is read on every query until merged; merged now, not by autovacuum.
      finish: async db => {
        for (const index of TRIGRAM_INDEXES) {
          await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
        }
      },
    },
  });
}
