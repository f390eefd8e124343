/**
 * One searchable document, as a collator produces it: an entity, a docs page or section, or
 * whatever another plugin registers a type for.
 */
export interface SearchDocument {
  /** The document type, e.g. `software-catalog`, `techdocs`. */
  readonly type: string;
  /** Unique within the type; updates and removals name documents by it. */
  readonly key: string;
  readonly title: string;
  readonly text: string;
  /** Where the result leads in the web app, e.g. `/catalog/default/component/payments`. */
  readonly location: string;
  /**
   * The type's own fields (kind, namespace, name, lifecycle, owner, type for the catalog;
   * entityTitle, path for docs). Filters match them exactly; names among them are searched too
   * (`SEARCHED_FIELDS`: name, entityTitle, displayName, email, kind, type).
   */
  readonly fields: Readonly<Record<string, string | undefined>>;
  /** The entity whose read permission decides who may see this document. */
  readonly resourceRef?: string;
}

export interface SearchEngineQuery {
  /** What the person typed; empty lists documents in a stable order. */
  readonly term: string;
  /** Only these types; every type when empty. */
  readonly types?: readonly string[];
  /** Field → allowed values (any of them), matched exactly and without regard to case. */
  readonly filters?: Readonly<Record<string, readonly string[]>>;
  /**
   * How many ranked candidates to answer at most. Permission filtering and paging happen on
   * these, so the count answered is a count of readable results.
   */
  readonly limit: number;
}

export interface SearchCandidate {
  readonly document: SearchDocument;
  /** Higher is better; comparable within one answer only. */
  readonly score: number;
  /**
   * The fields where the term matched, with each match wrapped in `preTag`/`postTag` (the
   * highlight of Backstage's answer).
   */
  readonly highlight: Readonly<Record<string, string>>;
}

/** The markers around highlighted words; Backstage's client reads them from each result. */
export const HIGHLIGHT_TAGS = {
  preTag: '<atrium-highlight>',
  postTag: '</atrium-highlight>',
} as const;

/**
 * An index of documents. SQLite (FTS5) and PostgreSQL (full text plus pg_trgm) implement it with
 * the same answers for the same documents and queries.
 */
export interface SearchEngine {
  /** Adds or replaces documents by type and key. */
  index(documents: readonly SearchDocument[]): Promise<void>;
  /** Removes documents of a type by key. */
  remove(type: string, keys: readonly string[]): Promise<void>;
  /**
   * A full pass: the type's documents become exactly these (those missing are removed; documents
   * of other types in the batches are ignored). Used at start and by the scheduled repair.
   */
  replaceType(type: string, documents: AsyncIterable<readonly SearchDocument[]>): Promise<void>;
  /** Ranked candidates: best first. */
  query(query: SearchEngineQuery): Promise<SearchCandidate[]>;
}
