/**
 * Remembers `totalItems` per query until the catalog next writes. Counting 100,000 rows on every
 * page of a list costs more than the page itself; writes are rare next to reads. The TTL bounds
 * staleness from writes made by other replicas, which this process does not see.
 */
export interface CountCache {
  get(key: string, compute: () => Promise<number>): Promise<number>;
  /** Called after every write to the catalog. */
  invalidate(): void;
}

export function createCountCache(options: { ttlMs: number; maxEntries?: number }): CountCache {
  const maxEntries = options.maxEntries ?? 1000;
  let generation = 0;
  const entries = new Map<string, { generation: number; at: number; count: number }>();
  return {
    async get(key, compute) {
      const hit = entries.get(key);
      if (hit && hit.generation === generation && Date.now() - hit.at < options.ttlMs)
        return hit.count;
      const started = generation;
      const count = await compute();
      if (entries.size >= maxEntries) entries.clear();
      // A write during the count may not be included: keep the value only if none happened.
      if (started === generation) entries.set(key, { generation, at: Date.now(), count });
      return count;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}
