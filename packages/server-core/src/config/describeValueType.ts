/**
 * The type name printed in "got X, wanted Y" messages. Empty strings and NaN get their own names
 * because they are the usual surprises: `${VAR}` set to nothing, and `.nan` in YAML.
 */
export function describeValueType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  if (value === '') return 'empty-string';
  return typeof value;
}
