/** True for `{...}` values; arrays and `null` are objects to `typeof` but not to YAML users. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
