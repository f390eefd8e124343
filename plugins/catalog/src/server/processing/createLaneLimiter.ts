/**
 * At most `perLane` reads at a time in each lane (see sourceLane); others wait their turn, in
 * the order they asked. A slot is held until the read really ends, even when its caller stopped
 * waiting for it, so a hanging host never gets more than its share of connections.
 */
export interface LaneLimiter {
  /** How many more reads this lane could start now. */
  room(lane: string): number;
  /** Waits for a slot in the lane; call the answer once the read is over. */
  acquire(lane: string): Promise<() => void>;
}

export function createLaneLimiter(perLane: number): LaneLimiter {
  const lanes = new Map<string, { active: number; waiting: Array<() => void> }>();

  function laneOf(name: string) {
    let lane = lanes.get(name);
    if (!lane) {
      lane = { active: 0, waiting: [] };
      lanes.set(name, lane);
    }
    return lane;
  }

  function releaser(name: string) {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const lane = laneOf(name);
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.active === 0) lanes.delete(name);
    };
  }

  return {
    room(name) {
      const lane = lanes.get(name);
      return lane ? Math.max(0, perLane - lane.active - lane.waiting.length) : perLane;
    },
    acquire(name) {
      const lane = laneOf(name);
      if (lane.active < perLane) {
        lane.active++;
        return Promise.resolve(releaser(name));
      }
      // The slot passes straight from the releasing read to this one: `active` stays the same.
      return new Promise(resolve => lane.waiting.push(() => resolve(releaser(name))));
    },
  };
}
