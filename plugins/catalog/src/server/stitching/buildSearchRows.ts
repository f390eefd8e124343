import type { Entity } from '@atrium/model';

export interface SearchRow {
  key: string;
  /** '' when the value is too long (or null): the row still records that the key exists. */
  value: string;
  original_value: string | null;
}

// Longer values (API definitions, long descriptions) are not useful to filter on; their key is
// still recorded so "field exists" filters work.
const MAX_VALUE_LENGTH = 200;
const MAX_KEY_LENGTH = 200;

/**
 * Flattens an entity into the key/value rows filters, facets and sorting use: dotted lower-case
 * keys (`spec.type`, `metadata.annotations.backstage.io/orphan`), array items under their
 * array's key, relations as `relations.<type>` → target ref, and the levels of status items.
 */
export function buildSearchRows(entity: Entity): SearchRow[] {
  const seen = new Set<string>();
  const rows: SearchRow[] = [];

  function add(key: string, raw: unknown) {
    if (key.length > MAX_KEY_LENGTH) return;
    const original = raw === null || raw === undefined ? null : String(raw);
    const tooLong = original !== null && original.length > MAX_VALUE_LENGTH;
    const value = tooLong || original === null ? '' : original.toLowerCase();
    const dedupe = `${key}\u0000${value}`;
    if (seen.has(dedupe)) return;
    seen.add(dedupe);
    // The spelling is kept only where it differs from the lower-cased value: a smaller index.
    const spelling = tooLong || original === null || original === value ? null : original;
    rows.push({ key, value, original_value: spelling });
  }

  function walk(prefix: string, node: unknown) {
    if (Array.isArray(node)) {
      for (const item of node) walk(prefix, item);
      return;
    }
    if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(`${prefix}.${k.toLowerCase()}`, v);
      return;
    }
    add(prefix, node);
  }

  add('apiversion', entity.apiVersion);
  add('kind', entity.kind);
  const { etag: _etag, ...metadata } = entity.metadata;
  add('metadata.namespace', entity.metadata.namespace ?? 'default');
  // The uid is a column of its own; a search row per entity for it would only cost space.
  const { uid: _uid, ...searchable } = metadata;
  walk('metadata', searchable);
  if (entity.spec) walk('spec', entity.spec);
  for (const relation of entity.relations ?? []) {
    add(`relations.${relation.type.toLowerCase()}`, relation.targetRef);
  }
  // Only the level of status items is searchable: enough for "entities with errors" filters.
  for (const item of entity.status?.items ?? []) add('status.items.level', item.level);
  return rows;
}
