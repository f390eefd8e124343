import { describe, expect, it } from 'vitest';
import { decodeQueryCursor, encodeQueryCursor } from './queryCursor';

describe('query cursors', () => {
  it('round-trips', () => {
    const cursor = {
      filter: { anyOf: [{ allOf: [{ key: 'kind', values: ['component'] }] }] },
      order: [{ field: 'metadata.name', order: 'asc' as const }],
      direction: 'next' as const,
      boundary: { value: 'abc', seq: 7 },
    };
    expect(decodeQueryCursor(encodeQueryCursor(cursor))).toEqual(cursor);
  });

  it.each(['not-a-cursor', Buffer.from('{"order":5}').toString('base64url'), ''])(
    'rejects %j with a clear message',
    raw => {
      expect(() => decodeQueryCursor(raw)).toThrow('Invalid cursor');
    },
  );
});

describe('query cursors from elsewhere', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const base = { order: [], direction: 'next' };

  it.each([
    ['a huge offset', { ...base, offset: 1e300 }],
    ['an offset past the deepest page', { ...base, offset: 1e12 }],
    ['a negative offset', { ...base, offset: -1 }],
    ['a fractional offset', { ...base, offset: 0.5 }],
    ['a string offset', { ...base, offset: '5' }],
    ['a huge boundary', { ...base, boundary: { value: 'a', seq: 1e300 } }],
    ['a negative boundary', { ...base, boundary: { value: 'a', seq: -1 } }],
    ['a huge page limit', { ...base, pageLimit: 1e9 }],
    ['too many sort fields', { ...base, order: Array(11).fill({ field: 'kind', order: 'asc' }) }],
    ['an array', [base]],
    ['null', null],
  ])('rejects %s', (_name, value) => {
    expect(() => decodeQueryCursor(encode(value))).toThrow('Invalid cursor');
  });
});
