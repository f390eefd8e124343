/** A small deterministic random source, so that every run generates the same documents. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

// mulberry32: tiny, fast and good enough to vary test data; not for anything secret.
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) {
      chosen.add(Math.floor(next() * items.length));
    }
    return items.filter((_, index) => chosen.has(index));
  };
  return { next, chance: probability => next() < probability, pick, sample };
}
