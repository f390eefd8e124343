import { describe, expect, it } from 'vitest';
import { parseEntityFilter } from './parseEntityFilter';

describe('parseEntityFilter', () => {
  it('is undefined without a filter', () => {
    expect(parseEntityFilter(undefined)).toBeUndefined();
    expect(parseEntityFilter([''])).toBeUndefined();
  });

  it('ANDs the clauses of one filter and lower-cases values', () => {
    expect(parseEntityFilter('kind=Component,spec.type=Service')).toEqual({
      anyOf: [
        {
          allOf: [
            { key: 'kind', values: ['component'] },
            { key: 'spec.type', values: ['service'] },
          ],
        },
      ],
    });
  });

  it('ORs repeated filters', () => {
    expect(parseEntityFilter(['kind=api', 'kind=system'])?.anyOf).toHaveLength(2);
  });

  it('reads a key without "=" as "exists"', () => {
    expect(parseEntityFilter('spec.owner')).toEqual({
      anyOf: [{ allOf: [{ key: 'spec.owner' }] }],
    });
  });

  it('merges repeated keys of one filter into a list of accepted values', () => {
    expect(parseEntityFilter('kind=api,kind=component')?.anyOf[0]?.allOf).toEqual([
      { key: 'kind', values: ['api', 'component'] },
    ]);
  });

  it('keeps "=" inside values and slashes inside keys', () => {
    expect(
      parseEntityFilter('metadata.annotations.backstage.io/orphan=a=b')?.anyOf[0]?.allOf,
    ).toEqual([{ key: 'metadata.annotations.backstage.io/orphan', values: ['a=b'] }]);
  });

  it('rejects a clause without a key', () => {
    expect(() => parseEntityFilter('=component')).toThrow(/has no key/);
  });

  it('rejects an unbounded number of filters', () => {
    expect(() => parseEntityFilter(Array.from({ length: 51 }, () => 'kind=api'))).toThrow(
      /Too many filter parameters/,
    );
  });

  it('rejects keys and values longer than a cursor carries, naming the limit', () => {
    expect(() => parseEntityFilter(`spec.${'x'.repeat(300)}=a`)).toThrow(
      'a key is at most 255 characters',
    );
    expect(() => parseEntityFilter(`spec.type=${'x'.repeat(1025)}`)).toThrow(
      'a value is at most 1024 characters',
    );
  });

  it('keeps prototype names as ordinary keys', () => {
    expect(parseEntityFilter('constructor=x,__proto__=1,toString')?.anyOf[0]?.allOf).toEqual([
      { key: 'constructor', values: ['x'] },
      { key: '__proto__', values: ['1'] },
      { key: 'tostring' },
    ]);
  });
});
