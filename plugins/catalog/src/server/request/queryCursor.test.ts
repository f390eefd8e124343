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
      expect(() => decodeQueryCursor(raw)).toThrow('Malformed cursor');
    },
  );
});
