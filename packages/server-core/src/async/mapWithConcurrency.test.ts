import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './mapWithConcurrency';

describe('mapWithConcurrency', () => {
  it('answers in order, never running more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3], 2, async n => {
      running++;
      most = Math.max(most, running);
      await new Promise(resolve => setTimeout(resolve, n));
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('answers nothing for nothing', async () => {
    expect(await mapWithConcurrency([], 8, async () => 1)).toEqual([]);
  });
});
