import {
  DEFAULT_NAMESPACE,
  normalizeEntityRef,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import type { SearchDocument } from '@atrium/plugin-search/node';

/** The search's document type for catalog entities (the type name Backstage's search uses). */
export const CATALOG_SEARCH_TYPE = 'software-catalog';

/**
 * An entity as the search indexes it: found by its title, display name, name, description and
 * email, filtered by kind, namespace, lifecycle, owner and type, and leading to its entity page.
 */
export function catalogSearchDocument(entity: Entity): SearchDocument {
  const spec = asRecord(entity.spec);
  const profile = asRecord(spec?.profile);
  const displayName = stringOf(profile?.displayName);
  const email = stringOf(profile?.email);
  const namespace = entity.metadata.namespace || DEFAULT_NAMESPACE;
  const { name } = entity.metadata;
  const text = [stringOf(entity.metadata.description), email].filter(Boolean).join('\n');
  return {
    type: CATALOG_SEARCH_TYPE,
    key: normalizeEntityRef(entity),
    title: stringOf(entity.metadata.title) ?? displayName ?? name,
    text,
    location: entityPagePath(entity.kind, namespace, name),
    fields: {
      kind: entity.kind,
      namespace,
      name,
      lifecycle: stringOf(spec?.lifecycle),
      owner: stringOf(spec?.owner),
      type: stringOf(spec?.type),
      displayName,
      email,
    },
    resourceRef: stringifyEntityRef(entity),
  };
}

/** The web app's entity page: namespace and kind lower-case, as its entity links are. */
function entityPagePath(kind: string, namespace: string, name: string): string {
  const parts = [namespace.toLowerCase(), kind.toLowerCase(), name].map(encodeURIComponent);
  return `/catalog/${parts.join('/')}`;
}

// Entities are validated on the way in, but spec fields are free-form for unknown kinds.
function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
