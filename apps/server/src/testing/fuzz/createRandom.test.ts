import { describe, expect, it } from 'vitest';
import { createRandom } from './createRandom';

describe('createRandom', () => {
  const draw = (seed: number, stream: number) => {
    const random = createRandom(seed, stream);
    return Array.from({ length: 20 }, () => random.int(1000));
  };

  it('gives the same sequence for the same seed and stream', () => {
    expect(draw(42, 7)).toEqual(draw(42, 7));
  });

  it('gives other sequences for another seed or another stream', () => {
    expect(draw(42, 7)).not.toEqual(draw(43, 7));
    expect(draw(42, 7)).not.toEqual(draw(42, 8));
  });

  it('stays within its bounds and reaches both ends', () => {
    const random = createRandom(1);
    const values = Array.from({ length: 5000 }, () => random.int(10));
    expect(Math.min(...values)).toBe(0);
    expect(Math.max(...values)).toBe(9);
    expect(() => random.pick([])).toThrow('Nothing to pick from');
  });
});
