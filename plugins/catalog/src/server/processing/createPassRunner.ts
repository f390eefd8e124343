/** What a pass found: more to start now, work in flight to wait for, or nothing left to do. */
export type PassOutcome = 'again' | 'wait' | 'idle';

export interface PassRunnerOptions {
  /** One look for work. Never rejects: a failed pass answers `wait`. */
  pass(): Promise<PassOutcome>;
  /** Longest wait for a wake while work is in flight. */
  pollMs: number;
  /** A run hands back after this long; whatever it left in flight wakes the next one. */
  maxRunMs: number;
  isRunning(): boolean;
}

export interface PassRunner {
  /**
   * One run of passes, e.g. a scheduler round: until idle, `maxRunMs` or `signal`. Joins the run
   * already going instead of starting a second one.
   */
  run(signal?: AbortSignal): Promise<void>;
  /** Makes the run going look again at once, or starts one when none is going. */
  wake(): void;
  /** Resolves once the run going (if any) has ended. */
  settled(): Promise<void>;
}

/**
 * Runs passes one at a time, from the scheduler's rounds and, between rounds, at once when work
 * arrives (a file changed, a read ended), so nothing waits for the next round.
 */
export function createPassRunner(options: PassRunnerOptions): PassRunner {
  let active: Promise<void> | undefined;
  let wakeRequested = false;
  let wakeUp: (() => void) | undefined;

  function waitForWake(signal: AbortSignal | undefined): Promise<void> {
    return new Promise(resolve => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, options.pollMs);
      signal?.addEventListener('abort', done, { once: true });
      wakeUp = done;
    });
  }

  async function passes(signal: AbortSignal | undefined) {
    const deadline = Date.now() + options.maxRunMs;
    while (options.isRunning() && !signal?.aborted && Date.now() < deadline) {
      wakeRequested = false;
      const outcome = await options.pass();
      // A wake that came while this pass ran is not lost until the next round.
      if (wakeRequested || outcome === 'again') continue;
      if (outcome === 'idle') return;
      await waitForWake(signal);
    }
  }

  function run(signal?: AbortSignal): Promise<void> {
    active ??= passes(signal).finally(() => {
      active = undefined;
      // Woken between the last pass and here: nobody would look before the next round.
      if (wakeRequested && options.isRunning()) void run();
    });
    return active;
  }

  return {
    run,
    wake() {
      wakeRequested = true;
      if (wakeUp) wakeUp();
      else if (!active && options.isRunning()) void run();
    },
    async settled() {
      while (active) {
        wakeUp?.();
        await active;
      }
    },
  };
}
