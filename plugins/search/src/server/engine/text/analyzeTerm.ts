import { splitWords } from './splitWords';

/** Longer terms are cut: nobody types more, and the work per query stays bounded. */
export const MAX_TERM_LENGTH = 200;
export const MAX_TERM_WORDS = 8;
const MAX_WORD_LENGTH = 64;
/** Shorter words match only the start of a word: an infix of one or two letters is noise. */
export const MIN_INFIX_LENGTH = 3;
/** Shorter words must be typed right: one edit of a short word reaches too many others. */
export const MIN_TYPO_LENGTH = 5;

export interface QueryWord {
  readonly text: string;
  /** Found anywhere inside a word (else only at the start of one). */
  readonly infix: boolean;
  /** Also found with one typo. */
  readonly typo: boolean;
}

export interface AnalyzedTerm {
  /** Distinct words, every one of which a result must match. */
  readonly words: readonly QueryWord[];
  /** The words in order, joined by a space: compared with names and titles cut the same way. */
  readonly phrase: string;
}

/** The words of what the person typed; symbols, operators and quotes are only separators. */
export function analyzeTerm(term: string): AnalyzedTerm {
  // Lengths in characters, not UTF-16 units: the trigram index counts characters.
  const cut = splitWords(term.slice(0, MAX_TERM_LENGTH))
    .slice(0, MAX_TERM_WORDS)
    .map(word => [...word].slice(0, MAX_WORD_LENGTH));
  const words = [...new Map(cut.map(chars => [chars.join(''), chars.length]))].map(
    ([text, length]) => ({
      text,
      infix: length >= MIN_INFIX_LENGTH,
      typo: length >= MIN_TYPO_LENGTH,
    }),
  );
  return { words, phrase: cut.map(chars => chars.join('')).join(' ') };
}
