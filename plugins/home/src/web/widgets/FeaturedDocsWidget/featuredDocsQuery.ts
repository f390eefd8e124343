import { entitiesQueryOptions } from '@atrium/plugin-catalog/react';
import type { ApiClient } from '@atrium/web-core';

/** The annotation of an entity whose docs are built from its own sources (plugins/techdocs/README.md). */
const TECHDOCS_REF_ANNOTATION = 'backstage.io/techdocs-ref';

/** How many documented entities the widget shows. */
export const FEATURED_DOCS_LIMIT = 5;

/** The first entities, by name, that have docs of their own. */
export function featuredDocsQueryOptions(api: ApiClient) {
  return entitiesQueryOptions(api, {
    filter: { [`metadata.annotations.${TECHDOCS_REF_ANNOTATION}`]: true },
    limit: FEATURED_DOCS_LIMIT,
    fields: [
      'kind',
      'metadata.namespace',
      'metadata.name',
      'metadata.title',
      'metadata.description',
    ],
  });
}

/**
 * Where the docs reader shows an entity's docs: `/docs/{namespace}/{kind}/{name}`, namespace and
 * kind lower-case as in the catalog's entity routes.
 */
export function docsPath(entity: { kind: string; namespace: string; name: string }): string {
  return ['/docs', entity.namespace.toLowerCase(), entity.kind.toLowerCase(), entity.name]
    .map((segment, index) => (index === 0 ? segment : encodeURIComponent(segment)))
    .join('/');
}
