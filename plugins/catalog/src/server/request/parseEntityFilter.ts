import { InputError } from '@atrium/model';

/**
 * `key=value` matches (any of `values`, lower-cased); a key alone means the field exists; a
 * `prefix` (lower-cased) matches values that start with it.
 */
export interface FilterClause {
  key: string;
  values?: string[];
  prefix?: string;
}

/** Clauses combined: what filter predicates and permission decisions are turned into. */
export type EntityCondition =
  | { allOf: EntityCondition[] }
  | { anyOf: EntityCondition[] }
  | { not: EntityCondition }
  | FilterClause;

/** Every field key a condition reads, to look their key numbers up once. */
export function conditionKeys(condition: EntityCondition, into = new Set<string>()): Set<string> {
  if ('allOf' in condition) for (const c of condition.allOf) conditionKeys(c, into);
  else if ('anyOf' in condition) for (const c of condition.anyOf) conditionKeys(c, into);
  else if ('not' in condition) conditionKeys(condition.not, into);
  else into.add(condition.key);
  return into;
}

/** Repeated `filter` parameters are OR-ed; the comma-separated clauses of one are AND-ed. */
export interface EntityFilter {
  anyOf: Array<{ allOf: FilterClause[] }>;
}

export const MAX_FILTERS = 50;
export const MAX_CLAUSES = 100;
/** Bounds a query cursor carries too (`queryCursor.ts`); stored search keys and values are shorter. */
export const MAX_KEY_LENGTH = 255;
export const MAX_VALUE_LENGTH = 1024;

/**
 * Parses `filter` query parameters (spec 001 §7): `filter=kind=component,spec.type=service`
 * AND-s its clauses, repeating `filter` OR-s them, values compare case-insensitively, and
 * `spec.owner` without `=` asks for the field to exist. Answers undefined when no filter is given.
 */
export function parseEntityFilter(param: string | string[] | undefined): EntityFilter | undefined {
  const filters = (Array.isArray(param) ? param : param === undefined ? [] : [param]).filter(
    f => f.trim() !== '',
  );
  if (filters.length === 0) return undefined;
  if (filters.length > MAX_FILTERS) {
    throw new InputError(`Too many filter parameters: at most ${MAX_FILTERS} are accepted`);
  }
  let clauseCount = 0;
  const anyOf = filters.map(filter => {
    const byKey = new Map<string, FilterClause>();
    for (const part of filter.split(',')) {
      if (part.trim() === '') continue;
      if (++clauseCount > MAX_CLAUSES) {
        throw new InputError(`Too many filter clauses: at most ${MAX_CLAUSES} are accepted`);
      }
      const equals = part.indexOf('=');
      const key = (equals === -1 ? part : part.slice(0, equals)).trim().toLowerCase();
      if (!key) throw new InputError(`Invalid filter '${filter}': '${part}' has no key before '='`);
      if (key.length > MAX_KEY_LENGTH) {
        throw new InputError(`Invalid filter: a key is at most ${MAX_KEY_LENGTH} characters`);
      }
      const clause = byKey.get(key) ?? { key };
      if (equals !== -1) {
        const value = part
          .slice(equals + 1)
          .trim()
          .toLowerCase();
        if (value.length > MAX_VALUE_LENGTH) {
          throw new InputError(`Invalid filter: a value is at most ${MAX_VALUE_LENGTH} characters`);
        }
        // A key given both with and without a value still needs one of the values.
        clause.values = [...(clause.values ?? []), value];
      }
      byKey.set(key, clause);
    }
    return { allOf: [...byKey.values()] };
  });
  return { anyOf: anyOf.filter(group => group.allOf.length > 0) };
}
