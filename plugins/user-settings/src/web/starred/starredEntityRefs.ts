/** Spec 001 §9: the starred list holds at most this many refs. */
export const MAX_STARRED_ENTITIES = 1000;

/** Lower-cased, trimmed, without duplicates or non-strings, at most MAX_STARRED_ENTITIES. */
export function normalizeStarredRefs(refs: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const ref of refs) {
    if (typeof ref !== 'string') continue;
    const normalized = ref.trim().toLocaleLowerCase('en-US');
    if (normalized) seen.add(normalized);
    if (seen.size >= MAX_STARRED_ENTITIES) break;
  }
  return [...seen];
}

/**
 * The legacy stored form `entity:kind:namespace:name` as a ref `kind:namespace/name`
 * (spec 001 §3), or undefined when the text is not in that form.
 */
export function legacyStarredToRef(legacy: string): string | undefined {
  const match = /^entity:([^:/]+):([^:/]+):([^:/]+)$/.exec(legacy.trim());
  if (!match) return undefined;
  const [, kind, namespace, name] = match;
  return `${kind}:${namespace}/${name}`.toLocaleLowerCase('en-US');
}

/** The refs in a legacy localStorage value (a JSON array of legacy strings); [] when unreadable. */
export function parseLegacyStarred(stored: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap(item => {
    const ref = typeof item === 'string' ? legacyStarredToRef(item) : undefined;
    return ref ? [ref] : [];
  });
}
