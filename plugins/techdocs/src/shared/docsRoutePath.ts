import { DEFAULT_NAMESPACE } from '@atrium/model';

export interface DocsRouteRef {
  kind: string;
  namespace?: string;
  name: string;
}

/** The docs index page, and the root under which every entity's docs are read. */
export const DOCS_ROUTE_ROOT = '/docs';

/**
 * `/docs/{namespace}/{kind}/{name}`, with the case rules of the catalog's entity routes:
 * namespace and kind lower-case, the name as the entity spells it.
 */
export function docsRoutePath(ref: DocsRouteRef): string {
  const namespace = (ref.namespace || DEFAULT_NAMESPACE).toLowerCase();
  return [DOCS_ROUTE_ROOT, namespace, ref.kind.toLowerCase(), ref.name]
    .map((segment, index) => (index === 0 ? segment : encodeURIComponent(segment)))
    .join('/');
}
