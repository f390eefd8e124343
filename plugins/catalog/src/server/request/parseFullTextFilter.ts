import { InputError } from '@atrium/model';
import { MAX_FULL_TEXT_FIELDS, parseFields } from './parseFields';

/** The longest search term; a cursor carries the term, and stored values are far shorter. */
export const MAX_FULL_TEXT_TERM_LENGTH = 1024;

/** `fullTextFilterTerm` and `fullTextFilterFields` of by-query; undefined without a term. */
export function parseFullTextFilter(
  term: string | undefined,
  fields: string | string[] | undefined,
): { term: string; fields?: string[] } | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  if (trimmed.length > MAX_FULL_TEXT_TERM_LENGTH) {
    throw new InputError(
      `Invalid fullTextFilterTerm: at most ${MAX_FULL_TEXT_TERM_LENGTH} characters are accepted`,
    );
  }
  return {
    term: trimmed,
    fields: parseFields(fields, 'fullTextFilterFields', MAX_FULL_TEXT_FIELDS),
  };
}
