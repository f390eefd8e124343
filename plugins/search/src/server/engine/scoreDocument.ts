import type { SearchDocument } from './SearchEngine';
import { SEARCHED_FIELDS } from './toDocumentRow';
import type { AnalyzedTerm, QueryWord } from './text/analyzeTerm';
import { foldText, splitWords } from './text/splitWords';

/** Query word → the vocabulary words one typo away from it. */
export type TypoAlternatives = ReadonlyMap<string, readonly string[]>;

interface Zone {
  readonly weight: number;
  readonly folded: string;
  /** The zone's words, each between spaces. */
  readonly words: string;
}

/** What the index stores of a document's words, so they are not cut again. */
export interface IndexedText {
  /** The words of the title, joined by a space. */
  readonly title_key: string;
  /** The words of the name, joined by a space. */
  readonly name_key: string;
  /** Every word of title, searched fields and text, each between spaces. */
  readonly words: string;
}

// A whole word beats the start of one, which beats an infix, which beats a typo.
const EXACT = 4;
const WORD_START = 3;
const INFIX = 2;
const TYPO = 1;

/**
 * The rank of a document for a term, or undefined when some word matches nowhere. Both engines
 * only fetch candidates; this one function orders them, so they answer in the same order.
 *
 * Tiers first: the name or title equal to the term (3), starting with it (2), anything else (1).
 * Within a tier, each word adds its best match (exact word, word start, infix, typo) weighted by
 * where it matched (title or name 3, searched fields 2, text 1), plus one when it matched both
 * title and name; shorter titles win ties. The text's zone is the indexed words of the whole
 * document: a match there counts 1 only when the smaller zones, weighted more, found nothing
 * better, which a match in them always is.
 */
export function scoreDocument(
  document: SearchDocument,
  indexed: IndexedText,
  term: AnalyzedTerm,
  alternatives: TypoAlternatives,
): number | undefined {
  const zones = zonesOf(document, indexed);
  let sum = 0;
  for (const word of term.words) {
    const qualities = zones.map(zone => matchQuality(zone, word, alternatives) * zone.weight);
    const best = Math.max(...qualities);
    if (best === 0) return undefined;
    // In the title and the name both: the document is about it (an entity), not only near it
    // (a docs page of an entity of that name).
    sum += best + (qualities[0]! > 0 && qualities[1]! > 0 ? 1 : 0);
  }
  const { title_key: titleKey, name_key: nameKey } = indexed;
  return tierOf(term.phrase, titleKey, nameKey) * 1000 + sum - Math.min(titleKey.length, 99) / 100;
}

function tierOf(phrase: string, titleKey: string, nameKey: string): number {
  if (titleKey === phrase || nameKey === phrase) return 3;
  if (titleKey.startsWith(phrase) || nameKey.startsWith(phrase)) return 2;
  return 1;
}

function zonesOf(document: SearchDocument, indexed: IndexedText): Zone[] {
  const zone = (weight: number, value: string, key = splitWords(value).join(' ')): Zone => ({
    weight,
    folded: foldText(value),
    words: ` ${key} `,
  });
  const fields = SEARCHED_FIELDS.filter(name => name !== 'name').map(
    name => document.fields[name] ?? '',
  );
  return [
    zone(3, document.title, indexed.title_key),
    zone(3, document.fields.name ?? '', indexed.name_key),
    zone(2, fields.join('\n')),
    // Infixes are looked for among the words: the haystack is not read back for this.
    { weight: 1, folded: indexed.words, words: indexed.words },
  ];
}

function matchQuality(zone: Zone, word: QueryWord, alternatives: TypoAlternatives): number {
  const { text } = word;
  if (zone.words.includes(` ${text} `)) return EXACT;
  if (zone.words.includes(` ${text}`)) return WORD_START;
  if (word.infix && zone.folded.includes(text)) return INFIX;
  const found = (alternative: string) =>
    // The singular or plural of a word typed right counts as that whole word only: else 'ride'
    // of 'rides' would bring in every 'rider'. A typo's alternative may be part of a word.
    isOtherNumber(text, alternative)
      ? zone.words.includes(` ${alternative} `)
      : zone.folded.includes(alternative);
  if (alternatives.get(text)?.some(found)) return TYPO;
  return 0;
}

function isOtherNumber(word: string, alternative: string): boolean {
  return alternative === `${word}s` || word === `${alternative}s`;
}
