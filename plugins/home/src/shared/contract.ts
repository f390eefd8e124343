import { parseEntityRef, stringifyEntityRef } from '@atrium/model';
import { z } from 'zod';
import {
  DEFAULT_VISITS_LIMIT,
  MAX_PATHNAME_LENGTH,
  MAX_VISITS_PER_USER,
  VISITS_ORDER_FIELDS,
} from './constants';

/**
 * A page of the portal: a path of the app, without origin, as the browser's `location.pathname`
 * gives it, other characters percent-encoded; so its length in characters is its length in bytes,
 * which PostgreSQL's unique index on it bounds.
 */
export const visitPathnameSchema = z
  .string()
  .max(MAX_PATHNAME_LENGTH, `must be at most ${MAX_PATHNAME_LENGTH} characters`)
  .refine(pathname => pathname.startsWith('/'), "must start with '/'")
  .refine(
    pathname => /^[\x21-\x7e]*$/.test(pathname),
    'must be printable ASCII, other characters percent-encoded',
  );

/** A full ref, `kind:namespace/name` or `kind:name`, kept in its canonical form. */
export const visitEntityRefSchema = z
  .string()
  .max(1024)
  .transform((ref, context) => {
    try {
      return stringifyEntityRef(parseEntityRef(ref));
    } catch {
      context.addIssue({ code: 'custom', message: `'${ref}' is not a valid entity ref` });
      return z.NEVER;
    }
  });

/** The body of `POST /visits`. */
export const recordVisitBodySchema = z.object({
  pathname: visitPathnameSchema,
  entityRef: visitEntityRefSchema.optional(),
});
export type RecordVisitRequest = z.infer<typeof recordVisitBodySchema>;

/** The query of `GET /visits`. */
export const listVisitsQuerySchema = z.object({
  orderBy: z.enum(VISITS_ORDER_FIELDS).default('timestamp'),
  limit: z.coerce.number().int().min(1).max(MAX_VISITS_PER_USER).default(DEFAULT_VISITS_LIMIT),
});
export type ListVisitsRequest = z.infer<typeof listVisitsQuerySchema>;

/** One page a person viewed, with how often and when last. */
export interface Visit {
  id: string;
  pathname: string;
  hits: number;
  /** When last visited, in milliseconds since the epoch. */
  timestamp: number;
  /** The entity the page shows, for entity pages. */
  entityRef?: string;
}

export interface VisitsResponse {
  visits: Visit[];
}
