import { describe, expect, it } from 'vitest';
import { parseFields } from './parseFields';
import { parseInteger } from './parseInteger';

describe('parseFields', () => {
  it('splits, trims and de-duplicates', () => {
    expect(parseFields(['kind, metadata.name', 'kind'])).toEqual(['kind', 'metadata.name']);
    expect(parseFields(undefined)).toBeUndefined();
    expect(parseFields('')).toBeUndefined();
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
