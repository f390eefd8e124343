/**
 * `record[key]` for a key named by a user (a filter field, a rule name, an annotation): only the
 * record's own properties count, so `constructor`, `__proto__` or `toString` never reach
 * Object.prototype and match nothing unless the record really has them.
 */
export function ownValue<T>(
  record: Readonly<Record<string, T>> | null | undefined,
  key: string,
): T | undefined {
  if (record === null || record === undefined) return undefined;
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
