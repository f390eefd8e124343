import { describe, expect, it } from 'vitest';
import { encodePageCursor } from './pageCursor';
import { parseSearchQuery } from './parseSearchQuery';

const options = {
  defaultPageLimit: 25,
  maxPageLimit: 100,
  knownTypes: ['software-catalog', 'techdocs'],
};
const parse = (query: string) => parseSearchQuery(query, options);

function inputErrorOf(query: string): string {
  try {
    parse(query);
  } catch (error) {
    expect((error as Error).name).toBe('InputError');
    return (error as Error).message;
  }
  throw new Error(`no error for ${query}`);
}

describe('parseSearchQuery', () => {
  it('answers the defaults for an empty query', () => {
    expect(parse('')).toEqual({ term: '', types: [], filters: {}, pageLimit: 25, offset: 0 });
  });

  it('reads every spelling of the type list', () => {
    for (const query of [
      'types=software-catalog&types=techdocs',
      'types[]=software-catalog&types[]=techdocs',
      'types%5B0%5D=software-catalog&types%5B1%5D=techdocs',
      'types[0]=software-catalog&types=techdocs&types[0]=techdocs',
    ]) {
      expect(parse(query).types, query).toEqual(['software-catalog', 'techdocs']);
    }
    expect(parse('types=').types).toEqual([]);
  });

  it('reads filters, repeated or indexed as any of their values', () => {
    const { filters } = parse(
      'filters[kind]=Component&filters[kind]=API&filters%5Blifecycle%5D%5B0%5D=production' +
        '&filters[lifecycle][1]=experimental&filters[owner][]=team-a&filters[namespace]=',
    );
    expect(filters).toEqual({
      kind: ['Component', 'API'],
      lifecycle: ['production', 'experimental'],
      owner: ['team-a'],
      namespace: [],
    });
  });

  it('reads term, pageLimit and pageCursor, and ignores other keys', () => {
    const cursor = encodePageCursor(50);
    expect(
      parse(`term=pay%20ments&pageLimit=10&pageCursor=${encodeURIComponent(cursor)}&other=1`),
    ).toEqual({ term: 'pay ments', types: [], filters: {}, pageLimit: 10, offset: 50 });
    expect(parse('pageLimit=100').pageLimit).toBe(100);
  });

  it('refuses bad input with a message naming it', () => {
    expect(inputErrorOf('pageLimit=0')).toMatch(/pageLimit/);
    expect(inputErrorOf('pageLimit=-1')).toMatch(/pageLimit/);
    expect(inputErrorOf('pageLimit=2.5')).toMatch(/pageLimit/);
    expect(inputErrorOf('pageLimit=abc')).toMatch(/pageLimit/);
    expect(inputErrorOf('pageLimit=101')).toMatch(/pageLimit: 101 is greater .* 100/);
    expect(inputErrorOf('pageLimit=1&pageLimit=2')).toMatch(/pageLimit/);
    expect(inputErrorOf('pageCursor=%%%')).toMatch(/pageCursor/);
    expect(inputErrorOf('pageCursor=bm90IGEgbnVtYmVy')).toMatch(/pageCursor/);
    expect(inputErrorOf('filters=kind')).toMatch(/filter 'filters'/);
    expect(inputErrorOf('filters[kind=Component')).toMatch(/filter 'filters\[kind'/);
    expect(inputErrorOf('filters[kind][x]=Component')).toMatch(/filters\[kind\]\[x\]/);
    expect(inputErrorOf('filters[]=Component')).toMatch(/filter/);
    expect(inputErrorOf('filtersx=1')).toMatch(/filtersx/);
    expect(inputErrorOf('types[a]=techdocs')).toMatch(/types\[a\]/);
    expect(inputErrorOf('types=nope')).toMatch(/unknown type 'nope'/);
    expect(inputErrorOf('term=a&term=b')).toMatch(/term/);
  });

  it('bounds the number of types, filters and values', () => {
    const manyValues = Array.from({ length: 101 }, (_, i) => `filters[kind]=k${i}`).join('&');
    expect(inputErrorOf(manyValues)).toMatch(/filter 'kind': at most 100/);
    const manyFilters = Array.from({ length: 21 }, (_, i) => `filters[f${i}]=v`).join('&');
    expect(inputErrorOf(manyFilters)).toMatch(/filters: at most 20/);
    const knownTypes = Array.from({ length: 21 }, (_, i) => `t${i}`);
    const manyTypes = knownTypes.map(type => `types=${type}`).join('&');
    expect(() => parseSearchQuery(manyTypes, { ...options, knownTypes })).toThrow(
      /types: at most 20/,
    );
  });
});
