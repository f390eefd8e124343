import type { Entity } from '@atrium/model';

/**
 * `techdocs_metadata.json` at the root of a built site, as `GET /metadata/techdocs/…` answers it.
 * The field names are those of sites MkDocs-based tooling publishes, so such sites serve unchanged.
 */
export interface TechDocsMetadata {
  site_name: string;
  site_description: string;
  /** Identifies the sources the site was built from; a changed source gives a new etag. */
  etag: string;
  /** When the site was built, in milliseconds since the epoch. */
  build_timestamp: number;
  /** Every file of the site, relative to its root. */
  files?: string[];
}

/** `GET /metadata/entity/…`: the entity, with where it was read from. */
export type TechDocsEntityMetadata = Entity & {
  locationMetadata?: { type: string; target: string };
};

/**
 * The events of `GET /sync/{namespace}/{kind}/{name}` (a `text/event-stream`):
 * - `log`: data is a JSON string, one line of the build's log;
 * - `finish`: data is `{"updated": boolean}`, whether a new build was published;
 * - `error`: data is a JSON string naming why the sync failed.
 */
export type TechDocsSyncEvent =
  | { type: 'log'; line: string }
  | { type: 'finish'; updated: boolean }
  | { type: 'error'; message: string };

/** One entry of the search index (`search/search_index.json`, MkDocs' layout). */
export interface TechDocsSearchIndexEntry {
  /** The page's directory URL, with `#anchor` for a section: `getting-started/#install`. */
  location: string;
  title: string;
  text: string;
}

export interface TechDocsSearchIndex {
  config: { lang: string[]; separator: string };
  docs: TechDocsSearchIndexEntry[];
}
