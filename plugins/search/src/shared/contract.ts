/**
 * `GET /api/search/query` answers this, the shape Backstage's search backend answers, so its
 * client works: results of any type, best first, with highlights and cursors for the pages.
 */
export interface SearchResultSet {
  results: SearchResult[];
  /** Readable results in all, not only this page's. */
  numberOfResults?: number;
  nextPageCursor?: string;
  previousPageCursor?: string;
}

export interface SearchResult {
  /** The document type, e.g. `software-catalog`, `techdocs`. */
  type: string;
  document: SearchResultDocument;
  /** 1 for the first result of all, then 2, 3 … across pages. */
  rank?: number;
  highlight?: SearchResultHighlight;
}

/**
 * `title`, `text` and `location` for every type; the catalog adds kind, namespace, name,
 * lifecycle, owner and type, the docs entityTitle, path and the entity's kind, namespace, name.
 */
export interface SearchResultDocument {
  title: string;
  text: string;
  location: string;
  [field: string]: string | undefined;
}

export interface SearchResultHighlight {
  preTag: string;
  postTag: string;
  /** Field → its text with each matched word between the tags. */
  fields: Record<string, string>;
}

/** The document types the portal itself collates. */
export const SEARCH_TYPES = {
  catalog: 'software-catalog',
  docs: 'techdocs',
} as const;
