import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchTables } from './searchTables';
import type { TypoAlternatives } from './scoreDocument';
import type { QueryWord } from './text/analyzeTerm';
import { upperBound } from './text/upperBound';
import { withinOneEdit } from './text/withinOneEdit';

/** Bounds the vocabulary read per word and the alternatives a word may expand to. */
const MAX_CANDIDATES = 1000;
const MAX_ALTERNATIVES = 16;

/**
 * The vocabulary words one typo away from each query word that allows typos, unless the word is
 * in the vocabulary or starts a word there: then it was typed right (or is being typed), and
 * its neighbours would only add noise ('rides' listing 'rider'), except its singular or plural
 * ('payments' still finds 'payment-gateway'). A word one edit away either keeps the first half
 * of the typed word or ends with the rest after its middle letter, so two index range scans (over
 * the words and over them reversed) find every one.
 */
export async function findTypoAlternatives(
  db: Kysely<SearchTables>,
  words: readonly QueryWord[],
): Promise<TypoAlternatives> {
  const texts = words.filter(word => word.typo).map(word => word.text);
  if (texts.length === 0) return new Map();
  // One statement for every word: each read is an index range scan, the round trip costs more.
  const { rows } = await sql<{ at: number; read: Read; term: string }>`${sql.join(
    texts.flatMap((word, at) => readsOf(word).map(read => tagged(at, read))),
    sql` union all `,
  )}`.execute(db);
  const found = texts.map(() => new Map<Read, string[]>());
  for (const { at, read, term } of rows) {
    const terms = found[at]!.get(read) ?? [];
    terms.push(term);
    found[at]!.set(read, terms);
  }
  const entries = texts.map((word, at) => [word, alternativesOf(word, found[at]!)] as const);
  return new Map(entries.filter(([, alternatives]) => alternatives.length > 0));
}

/**
 * What a read looks for: a vocabulary word the typed one starts (known), its singular or plural
 * (number), and its neighbours by their start or by their end.
 */
type Read = 'known' | 'number' | 'start' | 'end';

function readsOf(word: string): Array<{ read: Read; query: RawBuilder<unknown> }> {
  const half = Math.floor(word.length / 2);
  const forms = word.endsWith('s') ? [`${word}s`, word.slice(0, -1)] : [`${word}s`];
  return [
    { read: 'known', query: startingWith('term', word, 0, 1) },
    {
      read: 'number',
      query: sql`select term from search_terms where term in (${sql.join(forms)})`,
    },
    { read: 'start', query: startingWith('term', word.slice(0, half), word.length) },
    {
      read: 'end',
      query: startingWith('reversed', reverse(word.slice(half + 1)), word.length),
    },
  ];
}

function tagged(at: number, { read, query }: { read: Read; query: RawBuilder<unknown> }) {
  // Wrapped, so each read keeps its own order and limit within the union.
  return sql`select ${sql.lit(at)} as at, ${sql.lit(read)} as read, term
    from (${query}) as ${sql.raw(`${read}_${at}`)}`;
}

function alternativesOf(word: string, found: ReadonlyMap<Read, string[]>): string[] {
  const sorted = (terms: Iterable<string>) => [...new Set(terms)].sort();
  if ((found.get('known') ?? []).length > 0) return sorted(found.get('number') ?? []);
  const near = [...(found.get('start') ?? []), ...(found.get('end') ?? [])];
  return sorted(near.filter(term => term !== word && withinOneEdit(word, term))).slice(
    0,
    MAX_ALTERNATIVES,
  );
}

/**
 * Terms whose `column` starts with `prefix`, of a length within one of the word's (any length
 * when `length` is 0).
 */
function startingWith(
  column: 'term' | 'reversed',
  prefix: string,
  length: number,
  limit = MAX_CANDIDATES,
): RawBuilder<unknown> {
  const ref = sql.ref(column);
  const lengthWithin =
    length > 0
      ? sql`and length(${ref}) >= ${length - 1} and length(${ref}) <= ${length + 1}`
      : sql``;
  return sql`select term from search_terms
    where ${ref} >= ${prefix} and ${ref} < ${upperBound(prefix)} ${lengthWithin}
    order by ${ref} limit ${limit}`;
}

function reverse(value: string): string {
  return [...value].reverse().join('');
}
