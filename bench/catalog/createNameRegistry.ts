const MAX_NAME_LENGTH = 63;

export interface NameRegistry {
  /**
   * `base`, or `base-2`, `base-3`... when the kind and namespace already have it: names are
   * unique per kind and namespace, and a catalog of 100k entities runs out of word pairs.
   */
  claim(kind: string, namespace: string, base: string): string;
}

export function createNameRegistry(): NameRegistry {
  const used = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return {
    claim(kind, namespace, base) {
      const trimmed = base.slice(0, MAX_NAME_LENGTH - 7).replace(/[-_.]+$/, '');
      const scope = `${kind.toLowerCase()}:${namespace}/`;
      let name = trimmed;
      let suffix = nextSuffix.get(scope + trimmed) ?? 2;
      while (used.has(scope + name)) name = `${trimmed}-${suffix++}`;
      nextSuffix.set(scope + trimmed, suffix);
      used.add(scope + name);
      return name;
    },
  };
}
