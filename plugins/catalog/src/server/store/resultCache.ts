/**
 * Remembers query results (`totalItems`, facets) until the catalog next writes. Counting or
 * grouping 100,000 rows on every page costs more than the page itself, and writes are rare next
 * to reads. The TTL bounds staleness from writes made by other replicas, which this process does
 * not see.
 */
export interface ResultCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Called after every write to the catalog. */
  invalidate(): void;
}

export function createResultCache(options: { ttlMs: number; maxEntries?: number }): ResultCache {
  const maxEntries = options.maxEntries ?? 1000;
  let generation = 0;
  const entries = new Map<string, { generation: number; at: number; value: unknown }>();
  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.generation === generation && Date.now() - hit.at < options.ttlMs)
        return hit.value as T;
      const started = generation;
      const value = await compute();
      if (entries.size >= maxEntries) entries.clear();
      // A write during the query may not be included: keep the value only if none happened.
      if (started === generation) entries.set(key, { generation, at: Date.now(), value });
      return value;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}
