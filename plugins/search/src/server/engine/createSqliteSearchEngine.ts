import { sql, type Kysely } from 'kysely';
import type { SearchEngine } from './SearchEngine';
import type { SearchTables } from './searchTables';
import { createSqlSearchEngine } from './createSqlSearchEngine';

/**
 * Search on SQLite: an FTS5 trigram index over the names and the haystack finds the documents
 * containing every word anywhere (infix), or in their names with a column filter.
 */
export function createSqliteSearchEngine(db: Kysely<SearchTables>): SearchEngine {
  return createSqlSearchEngine(db, {
    holding(groups, inNames) {
      // Words are letters and digits only; quoting makes each a literal substring anyway.
      const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
      const anyOf = (group: readonly string[]) => `(${group.map(quote).join(' OR ')})`;
      const expression = groups
        .map(group => (inNames ? `names : ${anyOf(group)}` : anyOf(group)))
        .join(' AND ');
      // Read from the index first: FTS5 hands rowids over one by one, so a LIMIT stops it.
      return {
        from: sql`search_fts join search_documents d on d.id = search_fts.rowid`,
        where: sql`search_fts match ${expression}`,
      };
    },
    contains: (haystack, needle) => sql`(instr(${haystack}, ${needle}) > 0)`,
    byteOrder: expression => expression,
    // FTS5 drives the reads from its index already.
    readingIndexes: (db, read) => read(db),
  });
}
