/** The tables of the search index, as both engines store them. */
export interface SearchTables {
  search_documents: SearchDocumentRow;
  search_fields: SearchFieldRow;
  search_terms: SearchTermRow;
}

export interface SearchDocumentRow {
  type: string;
  key: string;
  title: string;
  text: string;
  location: string;
  /** The document's fields as JSON. */
  fields: string;
  resource_ref: string | null;
  /** The words of the title, joined by a space: compared with the query's phrase. */
  title_key: string;
  /** The words of the `name` field, likewise. */
  name_key: string;
  /** The words of the title and of the name, each between spaces: infix-indexed on its own. */
  names: string;
  /** Every distinct word, each between spaces: short query words match their starts. */
  words: string;
  /** Title, text and searched fields folded to lower case: infix queries look in here. */
  haystack: string;
}

/** A field value for filters, in lower case. */
export interface SearchFieldRow {
  type: string;
  key: string;
  name: string;
  value: string;
}

/**
 * The vocabulary typos are corrected against, by the document type holding the word;
 * `reversed` finds words by their end.
 */
export interface SearchTermRow {
  term: string;
  type: string;
  reversed: string;
}
