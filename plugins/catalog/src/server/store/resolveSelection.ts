import {
  permissionFilterKeys,
  type EntityPermissionFilter,
} from '../permissions/entityPermissionFilter';
import type { EntityFilter } from '../request/parseEntityFilter';
import type { EntityOrder } from '../request/parseEntityOrder';
import type { CatalogExecutor } from './catalogDb';
import { entityColumnOf } from './entityColumns';
import type { SearchKeys } from './searchKeys';

export interface EntitySelection {
  filter?: EntityFilter;
  fullText?: { term: string; fields?: string[] };
  /** What the caller may read; undefined when they may read everything. */
  permission?: EntityPermissionFilter;
}

/** A filter clause with its field's key number; `keyId` undefined means no entity has the field. */
export interface ResolvedClause {
  key: string;
  keyId?: number;
  values?: string[];
}

/** A permission filter with its clauses' key numbers. */
export type ResolvedPermissionFilter =
  | { allOf: ResolvedPermissionFilter[] }
  | { anyOf: ResolvedPermissionFilter[] }
  | { not: ResolvedPermissionFilter }
  | ResolvedClause;

export interface ResolvedSelection {
  filter?: { anyOf: Array<{ allOf: ResolvedClause[] }> };
  /** `keyIds` undefined searches every field; an empty list matches nothing. */
  fullText?: { term: string; keyIds?: number[] };
  permission?: ResolvedPermissionFilter;
}

export type ResolvedOrder = EntityOrder & { keyId?: number };

/** Looks up the key numbers a query needs, once per request. */
export async function resolveSelection(
  db: CatalogExecutor,
  searchKeys: SearchKeys,
  selection: EntitySelection,
  order: EntityOrder[] = [],
): Promise<{ selection: ResolvedSelection; order: ResolvedOrder[] }> {
  const needed = new Set<string>();
  for (const group of selection.filter?.anyOf ?? []) {
    for (const clause of group.allOf) if (!entityColumnOf(clause.key)) needed.add(clause.key);
  }
  for (const field of selection.fullText?.fields ?? []) needed.add(field.toLowerCase());
  if (selection.permission) {
    for (const key of permissionFilterKeys(selection.permission)) {
      if (!entityColumnOf(key)) needed.add(key);
    }
  }
  for (const { field } of order)
    if (!entityColumnOf(field.toLowerCase())) needed.add(field.toLowerCase());
  const ids = needed.size > 0 ? await searchKeys.lookup(db, needed) : new Map<string, number>();

  const resolved: ResolvedSelection = {};
  if (selection.filter) {
    resolved.filter = {
      anyOf: selection.filter.anyOf.map(group => ({
        allOf: group.allOf.map(clause => ({ ...clause, keyId: ids.get(clause.key) })),
      })),
    };
  }
  if (selection.fullText) {
    const fields = selection.fullText.fields;
    resolved.fullText = {
      term: selection.fullText.term,
      keyIds: fields
        ? fields.map(f => ids.get(f.toLowerCase())).filter((id): id is number => id !== undefined)
        : undefined,
    };
  }
  if (selection.permission) {
    resolved.permission = resolvePermission(selection.permission, key => ids.get(key));
  }
  return {
    selection: resolved,
    order: order.map(o => ({ ...o, keyId: ids.get(o.field.toLowerCase()) })),
  };
}

function resolvePermission(
  filter: EntityPermissionFilter,
  keyId: (key: string) => number | undefined,
): ResolvedPermissionFilter {
  if ('allOf' in filter) return { allOf: filter.allOf.map(f => resolvePermission(f, keyId)) };
  if ('anyOf' in filter) return { anyOf: filter.anyOf.map(f => resolvePermission(f, keyId)) };
  if ('not' in filter) return { not: resolvePermission(filter.not, keyId) };
  return { ...filter, keyId: keyId(filter.key) };
}
