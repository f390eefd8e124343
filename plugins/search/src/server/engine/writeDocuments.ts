import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type OnConflictDatabase,
  type OnConflictTables,
} from 'kysely';
import { chunked } from '@atrium/server-core';
import type { SearchDocument } from './SearchEngine';
import type { SearchTables } from './searchTables';
import { toDocumentRow, type DocumentRows } from './toDocumentRow';
import { storableText } from './text/storableText';

// Rows per statement: well under both engines' bound-parameter limits (12 columns × 100).
const DOCUMENTS_PER_STATEMENT = 100;
const ROWS_PER_STATEMENT = 500;

/**
 * Adds or replaces documents by type and key, in one transaction. Rows are upserted in key order,
 * so replicas writing the same documents at once neither fail on the unique key nor deadlock.
 */
export async function writeDocuments(
  db: Kysely<SearchTables>,
  documents: readonly SearchDocument[],
): Promise<Array<{ type: string; term: string }>> {
  return writePrepared(db, prepareDocuments(documents));
}

interface PreparedDocuments {
  readonly rows: DocumentRows[];
  readonly terms: Array<{ type: string; term: string }>;
}

/** The rows to write, in key order: the work a write does before it reaches the database. */
function prepareDocuments(documents: readonly SearchDocument[]): PreparedDocuments {
  // The last of several versions of one document wins, as if they were indexed one by one.
  const latest = new Map<string, DocumentRows>();
  for (const document of documents) {
    const rows = toDocumentRow(document);
    latest.set(`${rows.document.type}\u0000${rows.document.key}`, rows);
  }
  const rows = [...latest.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
  const terms = [
    ...new Set(rows.flatMap(row => row.terms.map(term => `${term}\u0000${row.document.type}`))),
  ]
    .sort()
    .map(entry => {
      const [term, type] = entry.split('\u0000') as [string, string];
      return { term, type };
    });
  return { rows, terms };
}

/** How a full pass writes on one engine, around the writes every pass makes. */
export interface BulkWriting {
  /** Runs first in each of the pass's write transactions. */
  begin(tx: Kysely<SearchTables>): Promise<void>;
  /** Runs once the pass has written and removed what it must. */
  finish(db: Kysely<SearchTables>): Promise<void>;
}

async function writePrepared(
  db: Kysely<SearchTables>,
  { rows, terms }: PreparedDocuments,
  bulk?: BulkWriting,
): Promise<Array<{ type: string; term: string }>> {
  if (rows.length === 0) return [];
  await db.transaction().execute(async tx => {
    await bulk?.begin(tx);
    for (const chunk of chunked(rows, DOCUMENTS_PER_STATEMENT)) {
      await tx
        .insertInto('search_documents')
        .values(chunk.map(row => row.document))
        .onConflict(oc => oc.columns(['type', 'key']).doUpdateSet(replacedDocumentColumns))
        .execute();
    }
    // The documents' rows are locked now (in key order), so another writer of the same
    // documents waits here rather than interleaving with these field rows.
    // Fields a new version no longer has must go; the others are upserted below.
    for (const [type, keys] of keysByType(rows.map(row => row.document))) {
      await deleteFields(tx, type, keys);
    }
    for (const chunk of chunked(
      rows.flatMap(row => row.fields),
      ROWS_PER_STATEMENT,
    )) {
      await tx
        .insertInto('search_fields')
        .values(chunk)
        .onConflict(oc =>
          oc
            .columns(['type', 'key', 'name'])
            .doUpdateSet(eb => ({ value: eb.ref('excluded.value') })),
        )
        .execute();
    }
    for (const chunk of chunked(terms, ROWS_PER_STATEMENT)) {
      await tx
        .insertInto('search_terms')
        .values(chunk.map(({ term, type }) => ({ term, type, reversed: reverse(term) })))
        .onConflict(oc => oc.columns(['term', 'type']).doNothing())
        .execute();
    }
  });
  return terms;
}

function reverse(term: string): string {
  return [...term].reverse().join('');
}

function replacedDocumentColumns(
  eb: ExpressionBuilder<
    OnConflictDatabase<SearchTables, 'search_documents'>,
    OnConflictTables<'search_documents'>
  >,
) {
  return {
    title: eb.ref('excluded.title'),
    text: eb.ref('excluded.text'),
    location: eb.ref('excluded.location'),
    fields: eb.ref('excluded.fields'),
    resource_ref: eb.ref('excluded.resource_ref'),
    title_key: eb.ref('excluded.title_key'),
    name_key: eb.ref('excluded.name_key'),
    names: eb.ref('excluded.names'),
    words: eb.ref('excluded.words'),
    haystack: eb.ref('excluded.haystack'),
  };
}

/** Removes documents of a type by key; keys not indexed are ignored. */
export async function removeDocuments(
  db: Kysely<SearchTables>,
  type: string,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  const storedType = storableText(type);
  const storedKeys = keys.map(storableText);
  await db.transaction().execute(async tx => {
    await deleteFields(tx, storedType, storedKeys);
    for (const chunk of chunked(storedKeys, ROWS_PER_STATEMENT)) {
      await tx
        .deleteFrom('search_documents')
        .where('type', '=', storedType)
        .where('key', 'in', chunk)
        .execute();
    }
  });
}

async function deleteFields(db: Kysely<SearchTables>, type: string, keys: readonly string[]) {
  for (const chunk of chunked(keys, ROWS_PER_STATEMENT)) {
    await db
      .deleteFrom('search_fields')
      .where('type', '=', type)
      .where('key', 'in', chunk)
      .execute();
  }
}

function keysByType(documents: ReadonlyArray<{ type: string; key: string }>) {
  const byType = new Map<string, string[]>();
  for (const { type, key } of documents) {
    const keys = byType.get(type) ?? [];
    keys.push(key);
    byType.set(type, keys);
  }
  return byType;
}

/**
 * A full pass over one type: every batch is indexed, then the type's documents that no batch
 * named are removed, and the words of its vocabulary that no document holds any more.
 */
export async function replaceTypeDocuments(
  db: Kysely<SearchTables>,
  type: string,
  batches: AsyncIterable<readonly SearchDocument[]>,
  bulk: BulkWriting,
): Promise<void> {
  const seen = new Set<string>();
  const seenTerms = new Set<string>();
  // The next batch is read and prepared while the database writes this one; writes never
  // overlap, so the embedded database sees one writer.
  let writing: Promise<void> = Promise.resolve();
  for await (const batch of batches) {
    const ofType = batch.filter(document => storableText(document.type) === storableText(type));
    for (const document of ofType) seen.add(storableText(document.key));
    const prepared = prepareDocuments(ofType);
    await writing;
    writing = writePrepared(db, prepared, bulk).then(written => {
      for (const { term } of written) seenTerms.add(term);
    });
    // Handled here so a failure while the next batch is read is not an unhandled rejection;
    // the await above still throws it.
    writing.catch(() => undefined);
  }
  await writing;
  const stored = await db
    .selectFrom('search_documents')
    .select('key')
    .where('type', '=', storableText(type))
    .execute();
  await removeDocuments(
    db,
    type,
    stored.map(row => row.key).filter(key => !seen.has(key)),
  );
  await removeStaleTerms(db, storableText(type), seenTerms);
  await bulk.finish(db);
  // Fresh statistics after a bulk change keep both planners reading from the right index
  // (without them PostgreSQL may scan every row holding a common word).
  for (const table of ['search_documents', 'search_fields', 'search_terms']) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
}

async function removeStaleTerms(db: Kysely<SearchTables>, type: string, kept: Set<string>) {
  const stored = await db
    .selectFrom('search_terms')
    .select('term')
    .where('type', '=', type)
    .execute();
  const stale = stored.map(row => row.term).filter(term => !kept.has(term));
  for (const chunk of chunked(stale, ROWS_PER_STATEMENT)) {
    await db
      .deleteFrom('search_terms')
      .where('type', '=', type)
      .where('term', 'in', chunk)
      .execute();
  }
}
