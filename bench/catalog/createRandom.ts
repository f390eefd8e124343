import { mulberry32 } from '@atrium/server-core/testing';

/**
 * A seeded PRNG (mulberry32), so the same seed always yields the same catalog: benchmark runs on
 * different days and machines then measure the same data. Not for anything security-related.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /**
   * Picks with a long tail: low indexes are much likelier, as with tags and languages in a real
   * organisation where a few dominate.
   */
  pickSkewed<T>(items: readonly T[]): T;
  pickWeighted<T>(choices: ReadonlyArray<readonly [T, number]>): T;
  /** Up to `count` distinct items, in pick order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: probability => next() < probability,
    pick,
    pickSkewed: items => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[Math.floor(items.length * next() ** 2.5)] as (typeof items)[number];
    },
    pickWeighted: choices => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
    sample: (items, count) => {
      const chosen = new Set<(typeof items)[number]>();
      const wanted = Math.min(count, items.length);
      // Rejection sampling stays cheap because callers take a handful from much larger lists.
      for (let attempts = 0; chosen.size < wanted && attempts < wanted * 20; attempts++) {
        chosen.add(pick(items));
      }
      return [...chosen];
    },
  };
}
