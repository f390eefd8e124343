import type { EntityCondition } from '../request/parseEntityFilter';

/**
 * Whether a flat record (a location: id, type, target) meets a condition, with the meaning the
 * catalog's search rows give it for entities: keys and values compared lower-cased.
 */
export function matchesCondition(
  record: Readonly<Record<string, string>>,
  condition: EntityCondition,
): boolean {
  if ('allOf' in condition) return condition.allOf.every(c => matchesCondition(record, c));
  if ('anyOf' in condition) return condition.anyOf.some(c => matchesCondition(record, c));
  if ('not' in condition) return !matchesCondition(record, condition.not);
  const key = Object.keys(record).find(k => k.toLowerCase() === condition.key);
  if (key === undefined) return false;
  const value = (record[key] ?? '').toLowerCase();
  if (condition.values && !condition.values.includes(value)) return false;
  return condition.prefix === undefined || value.startsWith(condition.prefix);
}
