/**
 * Reads a property path such as `metadata.name` or `items[0].id` from a value; undefined when
 * any part along the way is missing.
 */
export function pick(value: unknown, path: unknown): unknown {
  if (typeof path !== 'string') return undefined;
  const parts = path
    .replace(/\[(\w+)\]/g, '.$1')
    .split('.')
    .filter(part => part !== '');
  let current = value;
  for (const part of parts) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
