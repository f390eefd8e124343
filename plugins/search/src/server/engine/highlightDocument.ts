import { HIGHLIGHT_TAGS, type SearchDocument } from './SearchEngine';
import type { TypoAlternatives } from './scoreDocument';
import { SEARCHED_FIELDS } from './toDocumentRow';
import type { AnalyzedTerm } from './text/analyzeTerm';

/** Bounds the text snippet: a result shows a line or two around the first match. */
const SNIPPET_LENGTH = 200;
const SNIPPET_LEAD = 60;

/**
 * The fields where the term matched, each match wrapped in the highlight tags: the title, the
 * searched fields, and a snippet of the text around its first match.
 */
export function highlightDocument(
  document: SearchDocument,
  term: AnalyzedTerm,
  alternatives: TypoAlternatives,
): Record<string, string> {
  return createHighlighter(term, alternatives)(document);
}

/** `highlightDocument` for many documents of one query: its pattern is compiled once. */
export function createHighlighter(
  term: AnalyzedTerm,
  alternatives: TypoAlternatives,
): (document: SearchDocument) => Record<string, string> {
  const pattern = patternOf(term, alternatives);
  return document => {
    const highlight: Record<string, string> = {};
    if (!pattern) return highlight;
    const values: Array<[string, string | undefined]> = [
      ['title', document.title],
      ...SEARCHED_FIELDS.map((name): [string, string | undefined] => [name, document.fields[name]]),
    ];
    for (const [name, value] of values) {
      if (value && matches(pattern, value)) highlight[name] = wrap(pattern, value);
    }
    const snippet = snippetOf(pattern, document.text);
    if (snippet) highlight.text = snippet;
    return highlight;
  };
}

/** One regular expression for all words; only letters and digits reach it, escaped anyway. */
function patternOf(term: AnalyzedTerm, alternatives: TypoAlternatives): RegExp | undefined {
  const parts: string[] = [];
  for (const word of term.words) {
    // A short word matches only where a word starts, as the search itself does.
    const start = word.infix ? '' : '(?<![\\p{L}\\p{N}])';
    parts.push(start + escape(word.text));
    for (const alternative of alternatives.get(word.text) ?? []) parts.push(escape(alternative));
  }
  if (parts.length === 0) return undefined;
  // Longest first, so a whole alternative wins over a shorter word inside it.
  parts.sort((a, b) => b.length - a.length);
  return new RegExp(parts.join('|'), 'giu');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matches(pattern: RegExp, value: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(value);
}

function wrap(pattern: RegExp, value: string): string {
  pattern.lastIndex = 0;
  return value.replace(
    pattern,
    match => `${HIGHLIGHT_TAGS.preTag}${match}${HIGHLIGHT_TAGS.postTag}`,
  );
}

function snippetOf(pattern: RegExp, text: string): string | undefined {
  pattern.lastIndex = 0;
  const first = pattern.exec(text);
  if (!first) return undefined;
  let start = Math.max(0, first.index - SNIPPET_LEAD);
  // Start at a word, not inside one.
  if (start > 0) {
    const space = text.slice(start, first.index).search(/\s/);
    if (space >= 0) start += space + 1;
  }
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const body = wrap(pattern, text.slice(start, end));
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
