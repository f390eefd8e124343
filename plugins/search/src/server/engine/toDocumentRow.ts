import type { SearchDocument } from './SearchEngine';
import type { SearchDocumentRow, SearchFieldRow } from './searchTables';
import { foldText, splitWords } from './text/splitWords';
import { storableText } from './text/storableText';

/**
 * The fields whose values are searched as well as title and text: names and the words people
 * use for what a thing is. Others (namespace, owner, lifecycle, path) are for filters, or every
 * document of a team would match the team's name.
 */
export const SEARCHED_FIELDS = ['name', 'entityTitle', 'displayName', 'email', 'kind', 'type'];

/** Bounds the index per document; a docs page longer than this is found by its beginning. */
const MAX_HAYSTACK_LENGTH = 100_000;
const MIN_TERM_LENGTH = 4;
const MAX_TERM_LENGTH = 32;

export interface DocumentRows {
  readonly document: SearchDocumentRow;
  readonly fields: SearchFieldRow[];
  /** Words for the typo vocabulary. */
  readonly terms: string[];
}

/** What the index stores for one document. */
export function toDocumentRow(given: SearchDocument): DocumentRows {
  const document = storableDocument(given);
  const { type, key } = document;
  const fields = definedFields(document.fields);
  const searched = SEARCHED_FIELDS.flatMap(name => (fields[name] ? [fields[name]] : []));
  const searchedText = [document.title, ...searched, document.text]
    .join('\n')
    .slice(0, MAX_HAYSTACK_LENGTH);
  const haystack = foldText(searchedText);
  // Cut from the original text: camelCase boundaries are gone once folded.
  const words = new Set(splitWords(searchedText));
  const titleKey = splitWords(document.title).join(' ');
  const nameKey = splitWords(fields.name ?? '').join(' ');
  return {
    document: {
      type,
      key,
      title: document.title,
      text: document.text,
      location: document.location,
      fields: JSON.stringify(fields),
      resource_ref: document.resourceRef ?? null,
      title_key: titleKey,
      name_key: nameKey,
      names: ` ${titleKey} ${nameKey} `,
      words: ` ${[...words].join(' ')} `,
      haystack,
    },
    fields: Object.entries(fields).map(([name, value]) => ({
      type,
      key,
      name,
      value: value.toLowerCase(),
    })),
    terms: [...words].filter(
      word => word.length >= MIN_TERM_LENGTH && word.length <= MAX_TERM_LENGTH,
    ),
  };
}

function definedFields(fields: SearchDocument['fields']): Record<string, string> {
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) defined[name] = value;
  return defined;
}

function storableDocument(document: SearchDocument): SearchDocument {
  const fields: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(document.fields)) {
    fields[storableText(name)] = value === undefined ? undefined : storableText(value);
  }
  return {
    type: storableText(document.type),
    key: storableText(document.key),
    title: storableText(document.title),
    text: storableText(document.text),
    location: storableText(document.location),
    fields,
    ...(document.resourceRef === undefined
      ? {}
      : { resourceRef: storableText(document.resourceRef) }),
  };
}
