import { describe, expect, it } from 'vitest';
import { jokesOf, pickJoke } from './jokes';

describe('jokes', () => {
  it('ships at least ten jokes of each category, and any draws from all of them', () => {
    expect(jokesOf('programming').length).toBeGreaterThanOrEqual(10);
    expect(jokesOf('dad').length).toBeGreaterThanOrEqual(10);
    expect(jokesOf('any')).toEqual([...jokesOf('programming'), ...jokesOf('dad')]);
  });

  it('never picks the joke already shown', () => {
    const dad = jokesOf('dad');
    expect(pickJoke('dad', undefined, 0)).toBe(dad[0]);
    expect(pickJoke('dad', dad[0], 0)).toBe(dad[1]);
    expect(pickJoke('dad', dad.at(-1), 0.9999)).toBe(dad.at(-2));
  });
});
