import { describe, expect, it } from 'vitest';
import { MAX_FULL_TEXT_TERM_LENGTH, parseFullTextFilter } from './parseFullTextFilter';

describe('parseFullTextFilter', () => {
  it('reads a trimmed term and its fields', () => {
    expect(parseFullTextFilter(' pay ', 'metadata.name')).toEqual({
      term: 'pay',
      fields: ['metadata.name'],
    });
    expect(parseFullTextFilter('  ', 'metadata.name')).toBeUndefined();
    expect(parseFullTextFilter(undefined, undefined)).toBeUndefined();
  });

  it('rejects a term longer than a cursor can carry, naming the limit', () => {
    expect(() => parseFullTextFilter('x'.repeat(MAX_FULL_TEXT_TERM_LENGTH + 1), undefined)).toThrow(
      `at most ${MAX_FULL_TEXT_TERM_LENGTH} characters`,
    );
  });

  it('bounds the number of fields searched', () => {
    const fields = Array.from({ length: 51 }, (_, index) => `spec.f${index}`);
    expect(() => parseFullTextFilter('pay', fields)).toThrow(
      'Too many fullTextFilterFields fields: at most 50 are accepted',
    );
  });
});
