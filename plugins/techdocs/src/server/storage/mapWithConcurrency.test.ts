import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './mapWithConcurrency';

describe('mapWithConcurrency', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async n => {
      running += 1;
      most = Math.max(most, running);
      await new Promise(resolve => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = mapWithConcurrency([1, 2, 3, 4], 1, async n => {
      started.push(n);
      if (n === 2) throw new Error('two failed');
      return n;
    });
    await expect(run).rejects.toThrow('two failed');
    expect(started).toEqual([1, 2]);
  });
});
