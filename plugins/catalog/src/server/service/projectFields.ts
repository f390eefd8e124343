import { ownValue } from '@atrium/model';

type JsonRecord = Record<string, unknown>;

/**
 * Keeps only the given dotted paths of an entity (`fields=kind,metadata.name`). Annotation and
 * label keys contain dots themselves (`metadata.annotations.backstage.io/techdocs-ref`), so at
 * each level the longest key that matches the rest of the path wins. Only the entity's own keys
 * count: `constructor` or `__proto__` select nothing unless the entity has them.
 */
export function projectFields(entity: JsonRecord, fields: readonly string[]): JsonRecord {
  const output: JsonRecord = {};
  for (const field of fields) copyPath(entity, output, field);
  return output;
}

function copyPath(source: JsonRecord, target: JsonRecord, path: string): boolean {
  if (Object.hasOwn(source, path)) {
    setOwn(target, path, source[path]);
    return true;
  }
  for (const key of Object.keys(source).sort((a, b) => b.length - a.length)) {
    if (!path.startsWith(`${key}.`)) continue;
    const child = source[key];
    if (typeof child !== 'object' || child === null || Array.isArray(child)) return false;
    const existing = ownValue(target, key);
    const next = (typeof existing === 'object' && existing !== null ? existing : {}) as JsonRecord;
    if (!copyPath(child as JsonRecord, next, path.slice(key.length + 1))) return false;
    setOwn(target, key, next);
    return true;
  }
  return false;
}

/** An assignment that makes `__proto__` an ordinary key, as JSON.parse does. */
function setOwn(target: JsonRecord, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
