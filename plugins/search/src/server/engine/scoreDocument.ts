import { SEARCHED_FIELDS } from './toDocumentRow';
import type { AnalyzedTerm, QueryWord } from './text/analyzeTerm';
import { foldText, splitWords } from './text/splitWords';

/** Query word → the vocabulary words one typo away from it. */
export type TypoAlternatives = ReadonlyMap<string, readonly string[]>;

/** What the index stores of a document's words, so they are not cut again. */
export interface IndexedText {
  /** The words of the title, joined by a space. */
  readonly title_key: string;
  /** The words of the name, joined by a space. */
  readonly name_key: string;
  /** Every word of title, searched fields and text, each between spaces. */
  readonly words: string;
}

/** A candidate as scoring reads it: its fields are asked for only when the names do not decide. */
export interface ScoredCandidate extends IndexedText {
  readonly title: string;
  fields(): Readonly<Record<string, string>>;
}

// A whole word beats the start of one, which beats an infix, which beats a typo.
const EXACT = 4;
const WORD_START = 3;
const INFIX = 2;
const TYPO = 1;

const NAME_WEIGHT = 3;
const FIELD_WEIGHT = 2;
const TEXT_WEIGHT = 1;
/** A word found at least this well in a name is settled: no other zone can outweigh it. */
const SETTLED = WORD_START * NAME_WEIGHT;

/** Where a word may match: its words each between spaces, and its folded text for infixes. */
interface Zone {
  readonly words: string;
  folded(): string;
}

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
  candidate: ScoredCandidate,
  term: AnalyzedTerm,
  alternatives: TypoAlternatives,
): number | undefined {
  const zones = new CandidateZones(candidate);
  let sum = 0;
  for (const word of term.words) {
    const inTitle = matchQuality(zones.title, word, alternatives) * NAME_WEIGHT;
    const inName = matchQuality(zones.name, word, alternatives) * NAME_WEIGHT;
    let best = Math.max(inTitle, inName);
    // Scoring runs for every candidate of every query: the other zones are cut only when needed.
    if (best < SETTLED) {
      best = Math.max(
        best,
        matchQuality(zones.fields(), word, alternatives) * FIELD_WEIGHT,
        matchQuality(zones.text, word, alternatives) * TEXT_WEIGHT,
      );
    }
    if (best === 0) return undefined;
    // In the title and the name both: the document is about it (an entity), not only near it
    // (a docs page of an entity of that name).
    sum += best + (inTitle > 0 && inName > 0 ? 1 : 0);
  }
  const { title_key: titleKey, name_key: nameKey } = candidate;
  return tierOf(term.phrase, titleKey, nameKey) * 1000 + sum - Math.min(titleKey.length, 99) / 100;
}

function tierOf(phrase: string, titleKey: string, nameKey: string): number {
  if (titleKey === phrase || nameKey === phrase) return 3;
  if (titleKey.startsWith(phrase) || nameKey.startsWith(phrase)) return 2;
  return 1;
}

/** The zones of one candidate, each folded or cut once and only when a word looks into it. */
class CandidateZones {
  readonly title: Zone;
  readonly name: Zone;
  readonly text: Zone;
  #fields: Zone | undefined;

  constructor(private readonly candidate: ScoredCandidate) {
    this.title = lazyZone(candidate.title_key, () => foldText(candidate.title));
    this.name = lazyZone(candidate.name_key, () => foldText(candidate.fields().name ?? ''));
    // Infixes are looked for among the words: the haystack is not read back for this.
    this.text = { words: candidate.words, folded: () => candidate.words };
  }

  fields(): Zone {
    if (!this.#fields) {
      const fields = this.candidate.fields();
      const value = SEARCHED_FIELDS.filter(name => name !== 'name')
        .map(name => fields[name] ?? '')
        .join('\n');
      this.#fields = lazyZone(splitWords(value).join(' '), () => foldText(value));
    }
    return this.#fields;
  }
}

function lazyZone(key: string, fold: () => string): Zone {
  let folded: string | undefined;
  return { words: ` ${key} `, folded: () => (folded ??= fold()) };
}

function matchQuality(zone: Zone, word: QueryWord, alternatives: TypoAlternatives): number {
  const { text } = word;
  if (zone.words.includes(` ${text} `)) return EXACT;
  if (zone.words.includes(` ${text}`)) return WORD_START;
  if (word.infix && zone.folded().includes(text)) return INFIX;
  for (const alternative of alternatives.get(text) ?? []) {
    // The singular or plural of a word typed right counts as that whole word only: else 'ride'
    // of 'rides' would bring in every 'rider'. A typo's alternative may be part of a word.
    const found = isOtherNumber(text, alternative)
      ? zone.words.includes(` ${alternative} `)
      : zone.folded().includes(alternative);
    if (found) return TYPO;
  }
  return 0;
}

function isOtherNumber(word: string, alternative: string): boolean {
  return alternative === `${word}s` || word === `${alternative}s`;
}
