import { describe, expect, it } from 'vitest';
import { buildSearchQueryString, parseSearchQueryString } from './searchQueryString';

describe('buildSearchQueryString', () => {
  it('writes types and filters in the bracket style of the Backstage client', () => {
    const query = buildSearchQueryString({
      term: 'pay & go',
      types: ['software-catalog'],
      filters: { kind: ['Component', 'API'], lifecycle: 'production', owner: '' },
      pageLimit: 25,
      pageCursor: 'MjU=',
    });
    expect(decodeURIComponent(query.replaceAll('+', ' '))).toBe(
      'term=pay & go&types[0]=software-catalog&filters[kind][0]=Component&filters[kind][1]=API' +
        '&filters[lifecycle]=production&pageLimit=25&pageCursor=MjU=',
    );
  });

  it('always sends the term, even an empty one, and leaves out what is not asked for', () => {
    expect(buildSearchQueryString({ term: '' })).toBe('term=');
  });

  it('writes one filter value without an index', () => {
    const params = new URLSearchParams(
      buildSearchQueryString({ term: 'x', filters: { kind: ['Component'] } }),
    );
    expect(params.get('filters[kind]')).toBe('Component');
  });
});

describe('parseSearchQueryString', () => {
  it('reads back what was written', () => {
    const request = {
      term: 'payments',
      types: ['techdocs'],
      filters: { kind: ['Component', 'API'], owner: ['team-a'] },
      pageLimit: 10,
      pageCursor: 'MTA=',
    };
    expect(parseSearchQueryString(new URLSearchParams(buildSearchQueryString(request)))).toEqual(
      request,
    );
  });

  it('takes types written by hand and ignores unknown keys and empty values', () => {
    const params = new URLSearchParams(
      'types=techdocs&types[]=software-catalog&filters[kind]=&filters[]=x&other=1&pageLimit=-3',
    );
    expect(parseSearchQueryString(params)).toEqual({
      term: '',
      types: ['techdocs', 'software-catalog'],
    });
  });
});
