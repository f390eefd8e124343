import { parseEntityRef, stringifyEntityRef } from '@atrium/model';

// The catalog's entity page and its tabs: `/catalog/:namespace/:kind/:name/*`.
const ENTITY_PAGE = /^\/catalog\/([^/]+)\/([^/]+)\/([^/]+)(?:\/|$)/;

/**
 * The ref of the entity a page shows, `kind:namespace/name`, for the catalog's entity pages;
 * undefined for any other page, and for segments that do not make a ref.
 */
export function entityRefOfPathname(pathname: string): string | undefined {
  const match = ENTITY_PAGE.exec(pathname);
  if (!match) return undefined;
  try {
    const [namespace, kind, name] = match.slice(1).map(segment => decodeURIComponent(segment));
    return stringifyEntityRef(parseEntityRef(`${kind}:${namespace}/${name}`));
  } catch {
    // A malformed escape, or a ':' or '/' inside a segment: not an entity's page.
    return undefined;
  }
}
