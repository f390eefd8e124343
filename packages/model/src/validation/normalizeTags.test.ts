import { describe, expect, it } from 'vitest';
import { normalizeTags } from './normalizeTags';

describe('normalizeTags', () => {
  it('trims and lower-cases', () => {
    expect(normalizeTags(['  Java ', 'C++'])).toEqual(['java', 'c++']);
  });

  it('drops duplicates, keeping the first position', () => {
    expect(normalizeTags(['web', 'java', 'Web', ' java', 'go'])).toEqual(['web', 'java', 'go']);
  });

  it('drops tags that are empty after trimming', () => {
    expect(normalizeTags(['', '  ', 'a'])).toEqual(['a']);
  });

  it('does not change its input', () => {
    const tags = ['B', 'b'];
    normalizeTags(tags);
    expect(tags).toEqual(['B', 'b']);
  });
});
