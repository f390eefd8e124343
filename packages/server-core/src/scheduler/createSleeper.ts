/** A wait that can be cut short: a loop sleeps on it, and stopping (or waking) the loop ends it. */
export interface Sleeper {
  sleep(ms: number): Promise<void>;
  /** Ends the current wait, if any, at once. */
  wake(): void;
}

export function createSleeper(): Sleeper {
  let current: { timer: NodeJS.Timeout; resolve(): void } | undefined;
  return {
    sleep(ms) {
      return new Promise(resolve => {
        // Never the reason a process stays up: servers have listeners, tests stop what they start.
        const timer = setTimeout(() => {
          current = undefined;
          resolve();
        }, ms).unref();
        current = { timer, resolve };
      });
    },
    wake() {
      if (!current) return;
      clearTimeout(current.timer);
      current.resolve();
      current = undefined;
    },
  };
}
