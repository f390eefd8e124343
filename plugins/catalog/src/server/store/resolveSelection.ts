import type { EntityPermissionFilter } from '../permissions/entityPermissionFilter';
import {
  conditionKeys,
  type EntityCondition,
  type EntityFilter,
  type FilterClause,
} from '../request/parseEntityFilter';
import type { EntityOrder } from '../request/parseEntityOrder';
import type { CatalogExecutor } from './catalogDb';
import { entityColumnOf } from './entityColumns';
import type { SearchKeys } from './searchKeys';

export interface EntitySelection {
  filter?: EntityFilter;
  /** A filter predicate (`POST /entities/by-query`), AND-ed with `filter`. */
  predicate?: EntityCondition;
  fullText?: { term: string; fields?: string[] };
  /** What the caller may read; undefined when they may read everything. */
  permission?: EntityPermissionFilter;
}

/** A filter clause with its field's key number; `keyId` undefined means no entity has the field. */
export interface ResolvedClause extends FilterClause {
  keyId?: number;
}

/** A condition with its clauses' key numbers. */
export type ResolvedCondition =
  | { allOf: ResolvedCondition[] }
  | { anyOf: ResolvedCondition[] }
  | { not: ResolvedCondition }
  | ResolvedClause;

export interface ResolvedSelection {
  filter?: { anyOf: Array<{ allOf: ResolvedClause[] }> };
  predicate?: ResolvedCondition;
  /** `keyIds` undefined searches every field; an empty list matches nothing. */
  fullText?: { term: string; keyIds?: number[] };
  permission?: ResolvedCondition;
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
  for (const condition of [selection.predicate, selection.permission]) {
    if (!condition) continue;
    for (const key of conditionKeys(condition)) if (!entityColumnOf(key)) needed.add(key);
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
  if (selection.predicate) {
    resolved.predicate = resolveCondition(selection.predicate, key => ids.get(key));
  }
  if (selection.permission) {
    resolved.permission = resolveCondition(selection.permission, key => ids.get(key));
  }
  return {
    selection: resolved,
    order: order.map(o => ({ ...o, keyId: ids.get(o.field.toLowerCase()) })),
  };
}

function resolveCondition(
  condition: EntityCondition,
  keyId: (key: string) => number | undefined,
): ResolvedCondition {
  if ('allOf' in condition) return { allOf: condition.allOf.map(c => resolveCondition(c, keyId)) };
  if ('anyOf' in condition) return { anyOf: condition.anyOf.map(c => resolveCondition(c, keyId)) };
  if ('not' in condition) return { not: resolveCondition(condition.not, keyId) };
  return { ...condition, keyId: keyId(condition.key) };
}
