import { InputError } from '@atrium/model';

/**
 * The deepest offset an `after` cursor may carry: as far as `offset=` itself goes (nine digits).
 * Both databases reject offsets beyond 64 bits, and a page that deep is empty long before.
 */
export const MAX_AFTER_OFFSET = 999_999_999;

/** The `after` cursor of `GET /entities` pages (in the Link header): the next page's offset. */
export function encodeAfterCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ offset }), 'utf8').toString('base64url');
}

export function decodeAfterCursor(after: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const offset =
    typeof parsed === 'object' && parsed !== null && Object.hasOwn(parsed, 'offset')
      ? (parsed as { offset: unknown }).offset
      : undefined;
  if (
    typeof offset === 'number' &&
    Number.isInteger(offset) &&
    offset >= 0 &&
    offset <= MAX_AFTER_OFFSET
  ) {
    return offset;
  }
  throw new InputError("Invalid cursor 'after': it was not produced by this catalog");
}
