/** A clock that moves only when told: lease and run times in tests without waiting for them. */
export interface ManualClock {
  now(): number;
  advance(ms: number): void;
}

export function createManualClock(start = 1_000_000): ManualClock {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}
