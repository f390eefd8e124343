import { describe, expect, it } from 'vitest';
import { createPassRunner, type PassOutcome } from './createPassRunner';

/** A runner whose passes answer `outcomes` in turn (then `idle`), counting them. */
function runnerOf(outcomes: PassOutcome[], options: { pollMs?: number; maxRunMs?: number } = {}) {
  let running = true;
  let passes = 0;
  let inPass = 0;
  let overlapped = false;
  const runner = createPassRunner({
    async pass() {
      inPass++;
      if (inPass > 1) overlapped = true;
      passes++;
      await new Promise(resolve => setTimeout(resolve, 1));
      inPass--;
      return outcomes.shift() ?? 'idle';
    },
    pollMs: options.pollMs ?? 10_000,
    maxRunMs: options.maxRunMs ?? 60_000,
    isRunning: () => running,
  });
  return {
    runner,
    passes: () => passes,
    overlapped: () => overlapped,
    stop: () => {
      running = false;
    },
  };
}

describe('createPassRunner', () => {
  it('runs passes until one finds nothing to do', async () => {
    const { runner, passes } = runnerOf(['again', 'again', 'idle']);
    await runner.run();
    expect(passes()).toBe(3);
  });

  it('waits for a wake while work is in flight, not for the poll', async () => {
    const { runner, passes } = runnerOf(['wait', 'idle']);
    const startedAt = Date.now();
    const run = runner.run();
    await new Promise(resolve => setTimeout(resolve, 20));
    expect(passes()).toBe(1);
    runner.wake();
    await run;
    expect(passes()).toBe(2);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('joins the run going rather than overlapping it', async () => {
    const { runner, passes, overlapped } = runnerOf(['wait', 'idle'], { pollMs: 20 });
    const first = runner.run();
    const second = runner.run();
    runner.wake();
    await Promise.all([first, second]);
    expect(overlapped()).toBe(false);
    expect(passes()).toBe(2);
  });

  it('starts a run when woken between runs, and none once stopped', async () => {
    const { runner, passes, stop } = runnerOf([]);
    runner.wake();
    await runner.settled();
    expect(passes()).toBe(1);
    stop();
    runner.wake();
    await runner.settled();
    expect(passes()).toBe(1);
  });

  it('hands back to the scheduler when its signal aborts', async () => {
    const { runner, passes } = runnerOf(['wait', 'wait', 'wait']);
    const controller = new AbortController();
    const run = runner.run(controller.signal);
    await new Promise(resolve => setTimeout(resolve, 20));
    controller.abort();
    await run;
    expect(passes()).toBe(1);
  });
});
