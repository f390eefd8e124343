import type { Kysely } from 'kysely';
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
 * ('payments' still finds 'payment-gateway'). A word one edit away either
 * keeps the first half of the typed word or ends with the rest after its middle letter, so two
 * index range scans (over the words and over them reversed) find every one.
 */
export async function findTypoAlternatives(
  db: Kysely<SearchTables>,
  words: readonly QueryWord[],
): Promise<TypoAlternatives> {
  const entries = await Promise.all(
    words
      .filter(word => word.typo)
      .map(async word => [word.text, await alternativesOf(db, word.text)] as const),
  );
  return new Map(entries.filter(([, alternatives]) => alternatives.length > 0));
}

async function alternativesOf(db: Kysely<SearchTables>, word: string): Promise<string[]> {
  if ((await startingWith(db, 'term', word, 0, 1)).length > 0) return otherNumber(db, word);
  const half = Math.floor(word.length / 2);
  const [byStart, byEnd] = await Promise.all([
    startingWith(db, 'term', word.slice(0, half), word.length),
    startingWith(db, 'reversed', reverse(word.slice(half + 1)), word.length),
  ]);
  const found = new Set<string>();
  for (const term of [...byStart, ...byEnd]) {
    if (term !== word && withinOneEdit(word, term)) found.add(term);
  }
  return [...found].sort().slice(0, MAX_ALTERNATIVES);
}

/** The word with a final 's' added or taken off, where the vocabulary has it. */
async function otherNumber(db: Kysely<SearchTables>, word: string): Promise<string[]> {
  const forms = word.endsWith('s') ? [`${word}s`, word.slice(0, -1)] : [`${word}s`];
  const rows = await db
    .selectFrom('search_terms')
    .select('term')
    .distinct()
    .where('term', 'in', forms)
    .orderBy('term')
    .execute();
  return rows.map(row => row.term);
}

/**
 * Terms whose `column` starts with `prefix`, of a length within one of the word's (any length
 * when `length` is 0).
 */
async function startingWith(
  db: Kysely<SearchTables>,
  column: 'term' | 'reversed',
  prefix: string,
  length: number,
  limit = MAX_CANDIDATES,
): Promise<string[]> {
  let query = db
    .selectFrom('search_terms')
    .select('term')
    .where(column, '>=', prefix)
    .where(column, '<', upperBound(prefix));
  if (length > 0) {
    query = query
      .where(eb => eb.fn('length', [column]), '>=', length - 1)
      .where(eb => eb.fn('length', [column]), '<=', length + 1);
  }
  const rows = await query.orderBy(column).limit(limit).execute();
  return rows.map(row => row.term);
}

function reverse(value: string): string {
  return [...value].reverse().join('');
}
