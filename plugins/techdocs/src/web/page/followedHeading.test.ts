import { describe, expect, it } from 'vitest';
import { followedHeading } from './followedHeading';

describe('followedHeading', () => {
  it('follows the last heading scrolled above the window top, else the first', () => {
    const at = (...tops: number[]) =>
      followedHeading(tops.map((top, index) => ({ id: `h${index}`, top })));
    expect(at(300, 900, 1500)).toBe('h0');
    expect(at(-400, 40, 700)).toBe('h1');
    expect(at(-2000, -1200, -10)).toBe('h2');
    expect(followedHeading([])).toBeUndefined();
  });
});
