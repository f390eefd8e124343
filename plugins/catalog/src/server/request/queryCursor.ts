import { z } from 'zod';
import { InputError } from '@atrium/model';
import { MAX_QUERY_LIMIT } from '../../shared';
import { MAX_AFTER_OFFSET } from './afterCursor';
import { MAX_CLAUSES, MAX_FILTERS, MAX_KEY_LENGTH, MAX_VALUE_LENGTH } from './parseEntityFilter';
import { MAX_ORDER_FIELDS } from './parseEntityOrder';
import { MAX_FIELD_LENGTH, MAX_FULL_TEXT_FIELDS } from './parseFields';
import { MAX_FULL_TEXT_TERM_LENGTH } from './parseFullTextFilter';

const clause = z.object({
  key: z.string().max(MAX_KEY_LENGTH),
  values: z.array(z.string().max(MAX_VALUE_LENGTH)).max(MAX_CLAUSES).optional(),
});

/**
 * What a by-query cursor carries (spec 001 §7): the query it continues — filter or predicate,
 * order and full-text term — and where to continue from. Column orders continue from the boundary item's
 * sort value and id (keyset: stable and fast on deep pages); other orders from an offset.
 */
const queryCursorSchema = z.object({
  /** A filter predicate as the caller sent it, parsed again with each page. */
  query: z.unknown().optional(),
  filter: z
    .object({
      anyOf: z.array(z.object({ allOf: z.array(clause).max(MAX_CLAUSES) })).max(MAX_FILTERS),
    })
    .optional(),
  order: z
    .array(z.object({ field: z.string().max(MAX_FIELD_LENGTH), order: z.enum(['asc', 'desc']) }))
    .max(MAX_ORDER_FIELDS),
  fullText: z
    .object({
      term: z.string().max(MAX_FULL_TEXT_TERM_LENGTH),
      fields: z.array(z.string().max(MAX_FIELD_LENGTH)).max(MAX_FULL_TEXT_FIELDS).optional(),
    })
    .optional(),
  direction: z.enum(['next', 'prev']),
  boundary: z
    .object({
      value: z.string().max(1024),
      seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    })
    .optional(),
  offset: z.number().int().min(0).max(MAX_AFTER_OFFSET).optional(),
  /** A shorter page, for going back from an offset smaller than the page size. */
  pageLimit: z.number().int().min(0).max(MAX_QUERY_LIMIT).optional(),
});

export type QueryCursor = z.infer<typeof queryCursorSchema>;

/**
 * A predicate query's cursor is standard base64, as Backstage's are: the published client sends
 * a cursor back to `POST /entities/by-query` only when `atob` can read a `query` in it. Decoding
 * takes either alphabet.
 */
export function encodeQueryCursor(cursor: QueryCursor): string {
  const json = Buffer.from(JSON.stringify(cursor), 'utf8');
  return json.toString(cursor.query === undefined ? 'base64url' : 'base64');
}

export function decodeQueryCursor(raw: string): QueryCursor {
  return decodeCursor(raw, queryCursorSchema);
}

/**
 * A cursor this catalog wrote (base64 of JSON, either alphabet) read back and checked against its
 * schema; anything else is the same 400, whichever route it came to.
 */
export function decodeCursor<T>(raw: string, schema: z.ZodType<T>): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new InputError('Invalid cursor: it was not produced by this catalog');
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new InputError('Invalid cursor: it was not produced by this catalog');
  return result.data;
}
