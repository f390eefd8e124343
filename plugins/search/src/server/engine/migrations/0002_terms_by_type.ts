import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseEngine } from '@atrium/server-core';

/**
 * The typo vocabulary by document type, so a full pass over a type can drop the words no longer
 * in any of its documents (else a word once indexed would be taken as typed right forever). The
 * vocabulary is derived data: it is rebuilt by the full pass that follows every start.
 */
export function termsByTypeMigration(engine: DatabaseEngine): Migration {
  const ordered = engine === 'pg' ? sql`collate "C"` : sql``;
  const rowid = engine === 'pg' ? sql`` : sql`without rowid`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('search_terms').execute();
      await sql`create table search_terms (
        term text ${ordered} not null,
        type text not null,
        reversed text ${ordered} not null,
        primary key (term, type)
      ) ${rowid}`.execute(db);
      await db.schema
        .createIndex('search_terms_reversed')
        .on('search_terms')
        .column('reversed')
        .execute();
    },
  };
}
