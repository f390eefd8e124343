import { describe, expect, it } from 'vitest';
import { decodeAfterCursor, encodeAfterCursor, MAX_AFTER_OFFSET } from './afterCursor';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('after cursors', () => {
  it('round-trips an offset', () => {
    expect(decodeAfterCursor(encodeAfterCursor(40))).toBe(40);
    expect(decodeAfterCursor(encodeAfterCursor(MAX_AFTER_OFFSET))).toBe(MAX_AFTER_OFFSET);
  });

  it.each([
    ['a huge offset', 'eyJvZmZzZXQiOjFlMzAwfQ'],
    ['an offset past the limit', encode({ offset: MAX_AFTER_OFFSET + 1 })],
    ['a negative offset', encode({ offset: -1 })],
    ['a fractional offset', encode({ offset: 1.5 })],
    ['a string offset', encode({ offset: '5' })],
    ['no offset', encode({})],
    ['an inherited offset', encode({ __proto__: { offset: 1 } })],
    ['an array', encode([5])],
    ['null', encode(null)],
    ['a number', encode(5)],
    ['not JSON', 'not-a-cursor'],
    ['nothing', ''],
  ])('rejects %s as an invalid cursor', (_name, raw) => {
    expect(() => decodeAfterCursor(raw)).toThrow("Invalid cursor 'after'");
  });
});
