import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  SearchCandidate,
  SearchDocument,
  SearchEngine,
  SearchEngineQuery,
} from './SearchEngine';
import type { SearchTables } from './searchTables';
import { findTypoAlternatives } from './findTypoAlternatives';
import { highlightDocument } from './highlightDocument';
import { scoreDocument, type TypoAlternatives } from './scoreDocument';
import { analyzeTerm, type AnalyzedTerm } from './text/analyzeTerm';
import { storableText } from './text/storableText';
import { removeDocuments, replaceTypeDocuments, writeDocuments } from './writeDocuments';

/** What differs between the engines: how infix words are looked up, and a few functions. */
export interface SearchSqlDialect {
  /**
   * A condition on `d` (a search_documents row): for each group, its haystack contains one of
   * the group's strings (a word and its typo alternatives; each at least 3 characters).
   */
  containsAll(groups: ReadonlyArray<readonly string[]>): RawBuilder<unknown>;
  /** Whether `haystack` contains `needle`, as a number-valued condition. */
  contains(haystack: RawBuilder<unknown>, needle: string): RawBuilder<unknown>;
  /** `expression` compared in byte order, as SQLite does by default. */
  byteOrder(expression: RawBuilder<unknown>): RawBuilder<unknown>;
}

const MAX_LIMIT = 1000;
const MAX_FILTER_VALUES = 100;

/**
 * The SQL fetches a bounded set of candidates that match every word, ordered by the parts of the
 * rank it can judge (tier, words at the start of the title or name); `scoreDocument` ranks them.
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
    replaceType: (type, documents) => replaceTypeDocuments(db, type, documents),
    async query(query) {
      const limit = Math.min(Math.max(0, Math.floor(query.limit)), MAX_LIMIT);
      if (limit === 0 || !Number.isFinite(query.limit)) return [];
      const restrictions = restrictionsOf(query);
      if (query.term.trim() === '') return listDocuments(db, dialect, restrictions, limit);
      const term = analyzeTerm(query.term);
      // Only symbols: nothing to look for, and never everything.
      if (term.words.length === 0) return [];
      const alternatives = await findTypoAlternatives(db, term.words);
      const rows = await fetchCandidates(db, dialect, term, alternatives, restrictions, limit);
      return rank(rows.map(toDocument), term, alternatives)
        .slice(0, limit)
        .map(({ document, score }) => ({
          document,
          score,
          highlight: highlightDocument(document, term, alternatives),
        }));
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
  'type' | 'key' | 'title' | 'text' | 'location' | 'fields' | 'resource_ref'
>;

const columns = sql`d.type, d.key, d.title, d.text, d.location, d.fields, d.resource_ref`;

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

async function fetchCandidates(
  db: Kysely<SearchTables>,
  dialect: SearchSqlDialect,
  term: AnalyzedTerm,
  alternatives: TypoAlternatives,
  restrictions: RawBuilder<unknown>[],
  limit: number,
): Promise<CandidateRow[]> {
  const conditions = [...restrictions];
  const infix = term.words.filter(word => word.infix);
  if (infix.length > 0) {
    conditions.push(
      dialect.containsAll(infix.map(word => [word.text, ...(alternatives.get(word.text) ?? [])])),
    );
  }
  for (const word of term.words.filter(w => !w.infix)) {
    conditions.push(sql`${dialect.contains(sql`d.words`, ` ${word.text}`)} = 1`);
  }
  const phrase = sql`cast(${term.phrase} as text)`;
  const tier = sql`case
    when d.title_key = ${phrase} or d.name_key = ${phrase} then 3
    when substr(d.title_key, 1, length(${phrase})) = ${phrase}
      or substr(d.name_key, 1, length(${phrase})) = ${phrase} then 2
    else 1 end`;
  const names = sql`(' ' || d.title_key || ' ' || d.name_key)`;
  const starts = sql.join(
    term.words.map(word => dialect.contains(names, ` ${word.text}`)),
    sql` + `,
  );
  // More than asked for: the final rank may reorder within what SQL can judge.
  const candidates = Math.min(Math.max(limit * 4, 200), 2000);
  const { rows } = await sql<CandidateRow>`select ${columns} from search_documents d
    where ${whereAll(conditions)}
    order by ${tier} desc, ${starts} desc, length(d.title_key), ${stableOrder(dialect)}
    limit ${candidates}`.execute(db);
  return rows;
}

function whereAll(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` and `);
}

function stableOrder(dialect: SearchSqlDialect): RawBuilder<unknown> {
  return sql.join(
    [sql`d.title_key`, sql`d.type`, sql`d.key`].map(column => dialect.byteOrder(column)),
  );
}

function toDocument(row: CandidateRow): SearchDocument {
  return {
    type: row.type,
    key: row.key,
    title: row.title,
    text: row.text,
    location: row.location,
    fields: JSON.parse(row.fields) as Record<string, string>,
    ...(row.resource_ref === null ? {} : { resourceRef: row.resource_ref }),
  };
}

/** Best first; ties in title, type and key order, compared by code as the SQL orders them. */
function rank(
  documents: SearchDocument[],
  term: AnalyzedTerm,
  alternatives: TypoAlternatives,
): Array<{ document: SearchDocument; score: number }> {
  const scored: Array<{ document: SearchDocument; score: number }> = [];
  for (const document of documents) {
    const score = scoreDocument(document, term, alternatives);
    if (score !== undefined) scored.push({ document, score });
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return scored.sort(
    (a, b) =>
      b.score - a.score ||
      compare(a.document.title.toLowerCase(), b.document.title.toLowerCase()) ||
      compare(a.document.type, b.document.type) ||
      compare(a.document.key, b.document.key),
  );
}
