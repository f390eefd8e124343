import { createExtensionPoint } from '@atrium/server-core';
import type { SearchDocument } from '../server/engine/SearchEngine';

/** Where a collator tells the index that some of its documents changed. */
export interface SearchIndexSink {
  /** Adds or replaces these documents of the collator's type. */
  index(documents: readonly SearchDocument[]): Promise<void>;
  /** Removes documents of the collator's type by key. */
  remove(keys: readonly string[]): Promise<void>;
}

/**
 * One document type of the search: the catalog's entities, the docs' pages, or whatever another
 * plugin adds. Contributed in a plugin's `register`; its methods are called only after every
 * plugin has set up, so they may use what the contributing plugin made in its `setup`.
 */
export interface SearchCollator {
  /** The document type, e.g. `software-catalog`; every document it gives has this type. */
  readonly type: string;
  /** How often the full pass runs for this type; an hour when absent. */
  readonly refreshIntervalMs?: number;
  /**
   * Every document of the type now, in batches: the full pass at start and on the schedule,
   * which repairs anything a change notice missed (the type's other documents are removed).
   */
  documents(): AsyncIterable<readonly SearchDocument[]>;
  /**
   * Called once when the search sets up: the collator keeps the sink and calls it as its
   * documents change, so a change is searchable within seconds rather than at the next pass.
   */
  onChange?(sink: SearchIndexSink): void;
}

/** Where plugins add document types to the search (in their `register`). */
export const searchCollators = createExtensionPoint<SearchCollator>('search.collators');
