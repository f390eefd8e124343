/** The plugin's id: its routes are served under `/api/techdocs`. */
export const TECHDOCS_PLUGIN_ID = 'techdocs';

/** Where an entity's docs sources are: `dir:<path>` (relative to its catalog file) or `url:<location>`. */
export const TECHDOCS_REF_ANNOTATION = 'backstage.io/techdocs-ref';

/** Shows another entity's docs: an entity ref such as `component:default/rides-service`. */
export const TECHDOCS_ENTITY_ANNOTATION = 'backstage.io/techdocs-entity';

/** The metadata file every built site has at its root. */
export const TECHDOCS_METADATA_FILE = 'techdocs_metadata.json';

/** The site-wide search index, in the shape MkDocs writes it. */
export const TECHDOCS_SEARCH_INDEX_FILE = 'search/search_index.json';

/** `techdocs.builder`: `local` builds on view; `external` serves only what CI published. */
export type TechDocsBuilderMode = 'local' | 'external';
export const DEFAULT_TECHDOCS_BUILDER: TechDocsBuilderMode = 'local';
