import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  SearchCandidate,
  SearchDocument,
  SearchEngine,
  SearchEngineQuery,
} from './SearchEngine';
import type { SearchTables } from './searchTables';
import { findTypoAlternatives } from './findTypoAlternatives';
import { createHighlighter } from './highlightDocument';
import {
  bestScoreOutsideNames,
  scoreDocument,
  type ScoredCandidate,
  type TypoAlternatives,
} from './scoreDocument';
import { analyzeTerm, type AnalyzedTerm } from './text/analyzeTerm';
import { storableText } from './text/storableText';
import { upperBound } from './text/upperBound';
import {
  removeDocuments,
  replaceTypeDocuments,
  writeDocuments,
  type BulkWriting,
} from './writeDocuments';

/** Some string of each group (a word and its typo alternatives; each at least 3 characters). */
export type WordGroups = ReadonlyArray<readonly string[]>;

/** What differs between the engines: how infix words are looked up, and a few functions. */
export interface SearchSqlDialect {
  /**
   * The documents `d` holding every group anywhere, or (`inNames`) in their title and name: a
   * FROM source and a condition, read in the order the infix index gives them, so a LIMIT ends
   * the reading early however common the words.
   */
  holding(
    groups: WordGroups,
    inNames: boolean,
  ): { from: RawBuilder<unknown>; where: RawBuilder<unknown> };
  /** Whether `haystack` contains `needle`, as a number-valued condition. */
  contains(haystack: RawBuilder<unknown>, needle: string): RawBuilder<unknown>;
  /** `expression` compared in byte order, as SQLite does by default. */
  byteOrder(expression: RawBuilder<unknown>): RawBuilder<unknown>;
  /** Runs the candidate reads so that they read through the indexes, never the whole table. */
  readingIndexes<T>(
    db: Kysely<SearchTables>,
    read: (db: Kysely<SearchTables>) => Promise<T>,
  ): Promise<T>;
  /** How a full pass writes, for speed. */
  bulkWriting: BulkWriting;
}

const MAX_LIMIT = 1000;
/** Read per stage even for a short page: the final rank may reorder within what was read. */
const MIN_CANDIDATES = 200;
const MAX_FILTER_VALUES = 100;

/**
 * The SQL fetches a bounded set of candidates that match every word (`fetchCandidates`);
 * `scoreDocument` ranks them, so both engines order the same candidates alike.
 */
export function createSqlSearchEngine(
  db: Kysely<SearchTables>,
  dialect: SearchSqlDialect,
): SearchEngine {
  return {
    async index(documents) {
      await writeDocuments(db, documents);
    },
    remove: (type, keys) => removeDocuments(db, type, keys),
    replaceType: (type, documents) =>
      replaceTypeDocuments(db, type, documents, dialect.bulkWriting),
    async query(query) {
      const limit = Math.min(Math.max(0, Math.floor(query.limit)), MAX_LIMIT);
      if (limit === 0 || !Number.isFinite(query.limit)) return [];
      const restrictions = restrictionsOf(query);
      if (query.term.trim() === '') return listDocuments(db, dialect, restrictions, limit);
      const term = analyzeTerm(query.term);
      // Only symbols: nothing to look for, and never everything.
      if (term.words.length === 0) return [];
      const alternatives = await findTypoAlternatives(db, term.words);
      const candidates = await dialect.readingIndexes(db, reader =>
        fetchCandidates(reader, dialect, { term, alternatives, restrictions, limit }),
      );
      let highlighter: ((document: SearchDocument) => Record<string, string>) | undefined;
      return rank(candidates, limit).map(({ document, score }) => {
        // Worked out when read: a caller shows one page of up to a thousand candidates.
        let highlight: Record<string, string> | undefined;
        return {
          document,
          score,
          get highlight() {
            highlighter ??= createHighlighter(term, alternatives);
            return (highlight ??= highlighter(document));
          },
        };
      });
    },
  };
}

function restrictionsOf(query: SearchEngineQuery): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  const types = (query.types ?? []).slice(0, MAX_FILTER_VALUES).map(storableText);
  if (types.length > 0) conditions.push(sql`d.type in (${sql.join(types)})`);
  for (const [name, values] of Object.entries(query.filters ?? {})) {
    if (values.length === 0) continue;
    const lower = [
      ...new Set(values.slice(0, MAX_FILTER_VALUES).map(v => storableText(v).toLowerCase())),
    ];
    conditions.push(sql`exists (select 1 from search_fields f
      where f.type = d.type and f.key = d.key and f.name = ${storableText(name)}
      and f.value in (${sql.join(lower)}))`);
  }
  return conditions;
}

type CandidateRow = Pick<
  SearchTables['search_documents'],
  | 'type'
  | 'key'
  | 'title'
  | 'text'
  | 'location'
  | 'fields'
  | 'resource_ref'
  | 'title_key'
  | 'name_key'
  | 'words'
>;

const columns = sql`d.type, d.key, d.title, d.text, d.location, d.fields, d.resource_ref,
  d.title_key, d.name_key, d.words`;

async function listDocuments(
  db: Kysely<SearchTables>,
  dialect: SearchSqlDialect,
  restrictions: RawBuilder<unknown>[],
  limit: number,
): Promise<SearchCandidate[]> {
  const { rows } = await sql<CandidateRow>`select ${columns} from search_documents d
    where ${whereAll(restrictions)}
    order by ${stableOrder(dialect)} limit ${limit}`.execute(db);
  return rows.map(row => ({ document: toDocument(row), score: 0, highlight: {} }));
}

interface CandidateQuery {
  term: AnalyzedTerm;
  alternatives: TypoAlternatives;
  restrictions: RawBuilder<unknown>[];
  limit: number;
}

/**
 * Candidates in three bounded reads, best kinds first, together at most `wanted` rows: names
 * equal to or starting with the term (tiers 3 and 2, from the name indexes in name order), then
 * documents with every word in their title or name, then any document holding every word. A common
 * word thus costs a few hundred rows, not every document holding it; each row is scored as it
 * arrives, and a read whose documents cannot reach the answer is not made.
 */
async function fetchCandidates(
  db: Kysely<SearchTables>,
  dialect: SearchSqlDialect,
  { term, alternatives, restrictions, limit }: CandidateQuery,
): Promise<Candidate[]> {
  const found = new Map<string, Candidate>();
  const add = (rows: CandidateRow[]) => {
    for (const row of rows) {
      const id = `${row.type}\u0000${row.key}`;
      if (!found.has(id)) found.set(id, new Candidate(row, term, alternatives));
    }
  };
  const wanted = Math.max(limit, MIN_CANDIDATES);
  const upper = upperBound(term.phrase);
  for (const column of ['title_key', 'name_key'] as const) {
    if (found.size >= wanted) break;
    // A name starting with the phrase holds every word of it: only the restrictions apply.
    const key = dialect.byteOrder(sql.ref(`d.${column}`));
    const { rows } = await sql<CandidateRow>`select ${columns} from search_documents d
      where ${key} >= ${term.phrase} and ${key} < ${upper} and ${whereAll(restrictions)}
      order by ${key} limit ${wanted - found.size}`.execute(db);
    add(rows);
  }
  // Tiers 3 and 2 outrank the rest: with enough of them, the rest cannot reach the answer.
  if (found.size >= limit) return [...found.values()];

  const groups = term.words
    .filter(word => word.infix)
    .map(word => [word.text, ...(alternatives.get(word.text) ?? [])]);
  const shortWords = term.words
    .filter(word => !word.infix)
    .map(word => sql`${dialect.contains(sql`d.words`, ` ${word.text}`)} = 1`);
  const conditions = [...restrictions, ...shortWords];
  // Each read fills up what the ones before left: the union stays within `wanted` rows. It
  // answers whether it read every document it looks for.
  const read = async (inNames: boolean): Promise<boolean> => {
    const source =
      groups.length > 0
        ? dialect.holding(groups, inNames)
        : { from: sql`search_documents d`, where: sql`1 = 1` };
    const room = wanted - found.size;
    const { rows } = await sql<CandidateRow>`select ${columns} from ${source.from}
      where ${source.where} and ${whereAll(conditions)}
      limit ${room}`.execute(db);
    add(rows);
    return rows.length < room;
  };
  if (groups.length > 0 && found.size < wanted && (await read(true))) {
    // Every document with all words in its names is here: the last read can only add documents
    // scoring at most `bestScoreOutsideNames`, which cannot reach the answer past enough above.
    const outside = bestScoreOutsideNames(term);
    let above = 0;
    for (const candidate of found.values()) if ((candidate.score ?? 0) > outside) above++;
    if (above >= limit) return [...found.values()];
  }
  if (found.size < wanted) await read(false);
  return [...found.values()];
}

function whereAll(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` and `);
}

function stableOrder(dialect: SearchSqlDialect): RawBuilder<unknown> {
  return sql.join(
    [sql`d.title_key`, sql`d.type`, sql`d.key`].map(column => dialect.byteOrder(column)),
  );
}

/** A row with its score (undefined when some word matches nowhere); fields parsed once. */
class Candidate implements ScoredCandidate {
  readonly score: number | undefined;
  #fields: Record<string, string> | undefined;

  constructor(
    readonly row: CandidateRow,
    term: AnalyzedTerm,
    alternatives: TypoAlternatives,
  ) {
    this.score = scoreDocument(this, term, alternatives);
  }

  get title() {
    return this.row.title;
  }
  get title_key() {
    return this.row.title_key;
  }
  get name_key() {
    return this.row.name_key;
  }
  get words() {
    return this.row.words;
  }

  fields(): Record<string, string> {
    return (this.#fields ??= JSON.parse(this.row.fields) as Record<string, string>);
  }
}

function toDocument(
  row: CandidateRow,
  fields = JSON.parse(row.fields) as Record<string, string>,
): SearchDocument {
  return {
    type: row.type,
    key: row.key,
    title: row.title,
    text: row.text,
    location: row.location,
    fields,
    ...(row.resource_ref === null ? {} : { resourceRef: row.resource_ref }),
  };
}

/**
 * Best first; ties in title, type and key order, compared by code as the SQL orders them. Only
 * the `limit` returned become documents.
 */
function rank(
  candidates: Candidate[],
  limit: number,
): Array<{ document: SearchDocument; score: number }> {
  const scored: Array<{ candidate: Candidate; score: number; title: string }> = [];
  for (const candidate of candidates) {
    const { score } = candidate;
    if (score !== undefined)
      scored.push({ candidate, score, title: candidate.title.toLowerCase() });
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        compare(a.title, b.title) ||
        compare(a.candidate.row.type, b.candidate.row.type) ||
        compare(a.candidate.row.key, b.candidate.row.key),
    )
    .slice(0, limit)
    .map(({ candidate, score }) => ({
      document: toDocument(candidate.row, candidate.fields()),
      score,
    }));
}
