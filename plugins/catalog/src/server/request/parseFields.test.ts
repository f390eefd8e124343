import { describe, expect, it } from 'vitest';
import { parseFields } from './parseFields';
import { parseInteger } from './parseInteger';

describe('parseFields', () => {
  it('splits, trims and de-duplicates', () => {
    expect(parseFields(['kind, metadata.name', 'kind'], 'fields', 10)).toEqual([
      'kind',
      'metadata.name',
    ]);
    expect(parseFields(undefined, 'fields', 10)).toBeUndefined();
    expect(parseFields('', 'fields', 10)).toBeUndefined();
  });

  it('bounds the number of distinct fields, naming the parameter and the limit', () => {
    expect(parseFields(['kind', 'kind', 'kind'], 'facet', 1)).toEqual(['kind']);
    expect(() => parseFields('kind,spec.type', 'facet', 1)).toThrow(
      'Too many facet fields: at most 1 are accepted',
    );
  });

  it('rejects a field longer than a stored key can be', () => {
    expect(() => parseFields(`spec.${'x'.repeat(300)}`, 'fields', 10)).toThrow(
      /Invalid fields .*at most 255 characters/,
    );
  });
});

describe('parseInteger', () => {
  it('reads non-negative integers', () => {
    expect(parseInteger('20', 'limit')).toBe(20);
    expect(parseInteger(undefined, 'limit')).toBeUndefined();
  });

  it('rejects anything else with the parameter named', () => {
    expect(() => parseInteger('-1', 'limit')).toThrow("Invalid limit '-1'");
    expect(() => parseInteger('1e3', 'offset')).toThrow("Invalid offset '1e3'");
    expect(() => parseInteger('5000', 'limit', { max: 1000 })).toThrow('at most 1000');
  });
});
