import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor } from './pageCursor';

describe('page cursors', () => {
  it('are base64 of the offset and read back', () => {
    expect(encodePageCursor(25)).toBe(Buffer.from('25').toString('base64'));
    for (const offset of [0, 1, 25, 999, 1_000_000]) {
      expect(decodePageCursor(encodePageCursor(offset))).toBe(offset);
    }
    expect(decodePageCursor('MjU')).toBe(25);
  });

  it('refuse anything else with a 400 naming pageCursor', () => {
    const bad = [
      '',
      'not base64!',
      Buffer.from('-5').toString('base64'),
      Buffer.from('1.5').toString('base64'),
      Buffer.from('007').toString('base64'),
      Buffer.from('abc').toString('base64'),
      Buffer.from('99999999').toString('base64'),
      Buffer.from('1000001').toString('base64'),
      'MjU=x',
      'M'.repeat(5000),
    ];
    for (const cursor of bad) {
      expect(() => decodePageCursor(cursor), cursor).toThrow(/pageCursor/);
      try {
        decodePageCursor(cursor);
      } catch (error) {
        expect((error as Error).name).toBe('InputError');
      }
    }
  });
});
