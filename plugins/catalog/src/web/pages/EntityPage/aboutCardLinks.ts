import {
  ANNOTATION_EDIT_URL,
  ANNOTATION_LOCATION,
  ANNOTATION_SOURCE_LOCATION,
  ANNOTATION_TECHDOCS_REF,
  ANNOTATION_VIEW_URL,
  getCompoundEntityRef,
  parseEntityRef,
  type CompoundEntityRef,
  type Entity,
} from '@atrium/model';

/** Names the entity whose docs this entity shows (the Docs plugin reads it too). */
export const ANNOTATION_TECHDOCS_ENTITY = 'backstage.io/techdocs-entity';

function annotation(entity: Entity, key: string): string | undefined {
  return entity.metadata.annotations?.[key]?.trim() || undefined;
}

/**
 * The value when it is an absolute http(s) URL: anyone who registers an entity writes its
 * annotations, and a `javascript:` URL in a link would run in the viewer's session.
 */
function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The target of a `url:` location written `type:target`; other types have no web address. */
function urlLocationTarget(location: string | undefined): string | undefined {
  return location?.startsWith('url:') ? httpUrl(location.slice('url:'.length)) : undefined;
}

/**
 * Where to read the entity's source: its view-url, else its source location, else the file it
 * was read from, when those are `url:` locations.
 */
export function viewSourceUrl(entity: Entity): string | undefined {
  return (
    httpUrl(annotation(entity, ANNOTATION_VIEW_URL)) ??
    urlLocationTarget(annotation(entity, ANNOTATION_SOURCE_LOCATION)) ??
    urlLocationTarget(annotation(entity, ANNOTATION_LOCATION))
  );
}

export function editUrl(entity: Entity): string | undefined {
  return httpUrl(annotation(entity, ANNOTATION_EDIT_URL));
}

/**
 * Only entities read from a `url:` or `file:` location are offered a refresh: reading those again
 * is cheap, while other locations (e.g. a provider's) are refreshed by what produced them.
 */
export function canRefresh(entity: Entity): boolean {
  const location = annotation(entity, ANNOTATION_LOCATION);
  return Boolean(location?.startsWith('url:') || location?.startsWith('file:'));
}

/**
 * The entity whose docs this one shows: the one its techdocs-entity annotation names (read in this
 * entity's kind and namespace when the ref leaves them out), else itself when it has a
 * techdocs-ref; undefined without either, or for a ref that cannot be read.
 */
function docsEntityRef(entity: Entity): CompoundEntityRef | undefined {
  const own = getCompoundEntityRef(entity);
  const other = annotation(entity, ANNOTATION_TECHDOCS_ENTITY);
  if (other) {
    try {
      return parseEntityRef(other, { defaultKind: own.kind, defaultNamespace: own.namespace });
    } catch {
      return undefined;
    }
  }
  return annotation(entity, ANNOTATION_TECHDOCS_REF) ? own : undefined;
}

/** `/docs/:namespace/:kind/:name`, with the case rules of the catalog's own entity routes. */
export function docsPath(entity: Entity): string | undefined {
  const ref = docsEntityRef(entity);
  if (!ref) return undefined;
  return ['/docs', ref.namespace.toLowerCase(), ref.kind.toLowerCase(), ref.name]
    .map((segment, index) => (index === 0 ? segment : encodeURIComponent(segment)))
    .join('/');
}
