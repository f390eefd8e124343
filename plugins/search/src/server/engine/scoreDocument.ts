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
    const inTitle = matchQuality(zones, 'title', word, alternatives) * NAME_WEIGHT;
    const inName = matchQuality(zones, 'name', word, alternatives) * NAME_WEIGHT;
    let best = Math.max(inTitle, inName);
    // Scoring runs for every candidate of every query: the other zones are cut only when needed.
    if (best < SETTLED) {
      best = Math.max(
        best,
        matchQuality(zones, 'fields', word, alternatives) * FIELD_WEIGHT,
        matchQuality(zones, 'text', word, alternatives) * TEXT_WEIGHT,
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

/**
 * The highest score of a document that holds some word of the term in neither its title nor its
 * name, not even inside a word: tier 1, as its names cannot start with the term; that word at
 * best exact in the searched fields (or inside a word of the title across a camelCase boundary,
 * less), every other word at best exact in both title and name.
 */
export function bestScoreOutsideNames(term: AnalyzedTerm): number {
  const absent = Math.max(EXACT * FIELD_WEIGHT, INFIX * NAME_WEIGHT + 1);
  const present = EXACT * NAME_WEIGHT + 1;
  return 1000 + absent + present * (term.words.length - 1);
}

function tierOf(phrase: string, titleKey: string, nameKey: string): number {
  if (titleKey === phrase || nameKey === phrase) return 3;
  if (titleKey.startsWith(phrase) || nameKey.startsWith(phrase)) return 2;
  return 1;
}

/** Where a word may match: the title, the name, the other searched fields, the whole text. */
type Zone = 'title' | 'name' | 'fields' | 'text';

/**
 * The zones of one candidate: each one's words between spaces, and its folded text for infixes,
 * cut or folded once and only when a word looks into it.
 */
class CandidateZones {
  readonly #candidate: ScoredCandidate;
  readonly #words = new Map<Zone, string>();
  readonly #folded = new Map<Zone, string>();
  #fields: { key: string; folded: string } | undefined;

  constructor(candidate: ScoredCandidate) {
    this.#candidate = candidate;
  }

  words(zone: Zone): string {
    let words = this.#words.get(zone);
    if (words === undefined) {
      const candidate = this.#candidate;
      if (zone === 'text') words = candidate.words;
      else {
        const key =
          zone === 'title'
            ? candidate.title_key
            : zone === 'name'
              ? candidate.name_key
              : this.#fieldsZone().key;
        words = ` ${key} `;
      }
      this.#words.set(zone, words);
    }
    return words;
  }

  folded(zone: Zone): string {
    let folded = this.#folded.get(zone);
    if (folded === undefined) {
      const candidate = this.#candidate;
      // Infixes are looked for among the words: the haystack is not read back for this.
      if (zone === 'text') folded = candidate.words;
      else if (zone === 'title') folded = foldText(candidate.title);
      else if (zone === 'name') folded = foldText(candidate.fields().name ?? '');
      else folded = this.#fieldsZone().folded;
      this.#folded.set(zone, folded);
    }
    return folded;
  }

  #fieldsZone(): { key: string; folded: string } {
    if (!this.#fields) {
      const fields = this.#candidate.fields();
      let text = '';
      for (const name of OTHER_SEARCHED_FIELDS) text += `${fields[name] ?? ''}\n`;
      this.#fields = fieldsZoneOf(text);
    }
    return this.#fields;
  }
}

const OTHER_SEARCHED_FIELDS = SEARCHED_FIELDS.filter(name => name !== 'name');

/**
 * The searched fields other than the name repeat across documents (kind and type, a docs site's
 * entity title): each distinct text is cut once, remembered up to a bound.
 */
const fieldsZones = new Map<string, { key: string; folded: string }>();
const MAX_FIELDS_ZONES = 10_000;

function fieldsZoneOf(text: string): { key: string; folded: string } {
  let zone = fieldsZones.get(text);
  if (!zone) {
    if (fieldsZones.size >= MAX_FIELDS_ZONES) fieldsZones.clear();
    zone = { key: splitWords(text).join(' '), folded: foldText(text) };
    fieldsZones.set(text, zone);
  }
  return zone;
}

function matchQuality(
  zones: CandidateZones,
  zone: Zone,
  word: QueryWord,
  alternatives: TypoAlternatives,
): number {
  const { text } = word;
  const words = zones.words(zone);
  if (words.includes(` ${text} `)) return EXACT;
  if (words.includes(` ${text}`)) return WORD_START;
  if (word.infix && zones.folded(zone).includes(text)) return INFIX;
  for (const alternative of alternatives.get(text) ?? []) {
    // The singular or plural of a word typed right counts as that whole word only: else 'ride'
    // of 'rides' would bring in every 'rider'. A typo's alternative may be part of a word.
    const found = isOtherNumber(text, alternative)
      ? words.includes(` ${alternative} `)
      : zones.folded(zone).includes(alternative);
    if (found) return TYPO;
  }
  return 0;
}

function isOtherNumber(word: string, alternative: string): boolean {
  return alternative === `${word}s` || word === `${alternative}s`;
}
