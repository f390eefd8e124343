import { sql, type Kysely } from 'kysely';
import type { SearchEngine } from './SearchEngine';
import type { SearchTables } from './searchTables';
import { createSqlSearchEngine } from './createSqlSearchEngine';

/**
 * Search on SQLite: FTS5 trigram indexes, one of the haystack and one of the names, find the
 * documents containing every word anywhere (infix), or in their names.
 */
export function createSqliteSearchEngine(db: Kysely<SearchTables>): SearchEngine {
  return createSqlSearchEngine(db, {
    holding(groups, inNames) {
      // Words are letters and digits only; quoting makes each a literal substring anyway.
      const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
      const anyOf = (group: readonly string[]) => `(${group.map(quote).join(' OR ')})`;
      const expression = groups.map(anyOf).join(' AND ');
      const index = sql.raw(inNames ? 'search_names_fts' : 'search_fts');
      // Read from the index first: FTS5 hands rowids over one by one, so a LIMIT stops it.
      return {
        from: sql`${index} join search_documents d on d.id = ${index}.rowid`,
        where: sql`${index} match ${expression}`,
      };
    },
    contains: (haystack, needle) => sql`(instr(${haystack}, ${needle}) > 0)`,
    byteOrder: expression => expression,
    // FTS5 drives the reads from its index already.
    readingIndexes: (db, read) => read(db),
    // One writer, whose transactions need nothing of their own.
    bulkWriting: { begin: async () => {}, finish: async () => {} },
  });
}
