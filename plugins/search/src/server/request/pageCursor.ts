import { InputError } from '@atrium/model';

/** Offsets past this are no page of any answer (answers stop at the candidate bound). */
const MAX_OFFSET = 1_000_000;

/** A page cursor as Backstage's search answers them: the offset in decimal, base64-encoded. */
export function encodePageCursor(offset: number): string {
  return Buffer.from(String(offset), 'utf8').toString('base64');
}

/** The offset a cursor stands for; anything that is not a cursor this API gave is a 400. */
export function decodePageCursor(cursor: string): number {
  const text = /^[A-Za-z0-9+/]{1,12}={0,2}$/.test(cursor)
    ? Buffer.from(cursor, 'base64').toString('utf8')
    : '';
  const offset = /^(0|[1-9]\d{0,6})$/.test(text) ? Number(text) : NaN;
  if (!(offset <= MAX_OFFSET) || stripPadding(encodePageCursor(offset)) !== stripPadding(cursor)) {
    throw new InputError('Invalid pageCursor: not a cursor this search answered');
  }
  return offset;
}

const stripPadding = (cursor: string) => cursor.replace(/=+$/, '');
