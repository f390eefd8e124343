import { mulberry32 } from '@atrium/server-core/testing';

/** A deterministic source of choices: the same seed gives the same requests, run after run. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/**
 * mulberry32 over one 32-bit state: small, fast and well spread, which is all a fuzzer needs.
 * `stream` derives an independent sequence (one per request), so a case is rebuilt from the seed
 * and its number alone, whatever ran before it.
 */
export function createRandom(seed: number, stream = 0): Random {
  const next = mulberry32(Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(stream >>> 0, 0x85ebca6b));
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: items => {
      if (items.length === 0) throw new Error('Nothing to pick from');
      return items[int(items.length)] as (typeof items)[number];
    },
    chance: probability => next() < probability,
  };
}
