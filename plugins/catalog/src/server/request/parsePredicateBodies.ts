import { z } from 'zod';
import { InputError } from '@atrium/model';
import { parseWith } from '@atrium/server-core';
import { DEFAULT_QUERY_LIMIT, MAX_QUERY_LIMIT } from '../../shared';
import type { EntityCondition } from './parseEntityFilter';
import { MAX_ORDER_FIELDS, parseOrderFieldParams, type EntityOrder } from './parseEntityOrder';
import { MAX_FACETS, MAX_FIELDS, parseFields } from './parseFields';
import { parseFilterPredicate } from './parseFilterPredicate';
import { parseFullTextFilter } from './parseFullTextFilter';
import { decodeCursor } from './queryCursor';

const MAX_CURSOR_LENGTH = 64 * 1024;
const fieldList = z.array(z.string()).max(1000);
const orderSchema = z.object({ field: z.string(), order: z.enum(['asc', 'desc']).optional() });

/**
 * The body of `POST /entities/by-query`, as the published catalog client sends it: a first page
 * (`query`, `orderBy`, `fullTextFilter`, …) or a `cursor` with `limit` and `fields`.
 */
const entitiesQueryBodySchema = z.object({
  query: z.unknown().optional(),
  cursor: z.string().min(1, 'must not be empty').max(MAX_CURSOR_LENGTH).optional(),
  limit: z.number().int().min(0).max(MAX_QUERY_LIMIT).optional(),
  offset: z.number().int().min(0).optional(),
  orderBy: z.union([orderSchema, z.array(orderSchema).max(MAX_ORDER_FIELDS)]).optional(),
  /** The form of the GET parameter, `<field>,<asc|desc>`, which some clients send too. */
  orderField: z.array(z.string()).max(MAX_ORDER_FIELDS).optional(),
  fullTextFilter: z
    .object({ term: z.string().optional(), fields: fieldList.optional() })
    .optional(),
  fields: fieldList.optional(),
  /** Counting is cheap here (cached until the next write), so a client's wish is not needed. */
  totalItems: z.union([z.boolean(), z.string().max(20)]).optional(),
});

export interface EntitiesQuery {
  query?: unknown;
  cursor?: string;
  limit: number;
  offset?: number;
  order: EntityOrder[];
  fullText?: { term: string; fields?: string[] };
  fields?: string[];
}

/** A predicate is checked here, so a bad one is a 400 before any page is read. */
function checkedPredicate(query: unknown): unknown {
  if (query !== undefined) parseFilterPredicate(query);
  return query;
}

export function parseEntitiesQueryBody(body: unknown): EntitiesQuery {
  const parsed = parseWith(entitiesQueryBodySchema, body ?? {}, 'request body');
  const orderBy = parsed.orderBy === undefined ? [] : [parsed.orderBy].flat();
  const order = parseOrderFieldParams([
    ...orderBy.map(({ field, order = 'asc' }) => `${field},${order}`),
    ...(parsed.orderField ?? []),
  ]);
  return {
    query: checkedPredicate(parsed.query),
    cursor: parsed.cursor,
    limit: parsed.limit ?? DEFAULT_QUERY_LIMIT,
    offset: parsed.offset,
    order,
    fullText: parseFullTextFilter(parsed.fullTextFilter?.term, parsed.fullTextFilter?.fields),
    fields: parseFields(parsed.fields, 'fields', MAX_FIELDS),
  };
}

const entityFacetsBodySchema = z.object({
  facets: z.array(z.string()).max(1000),
  query: z.unknown().optional(),
});

/** The body of `POST /entity-facets`: the facets to count and a predicate narrowing them. */
export function parseEntityFacetsBody(body: unknown): {
  facets: string[];
  predicate?: EntityCondition;
} {
  const parsed = parseWith(entityFacetsBodySchema, body, 'request body');
  const facets = parseFields(parsed.facets, 'facet', MAX_FACETS);
  if (!facets) throw new InputError("Invalid request body: 'facets' names no field");
  return {
    facets,
    predicate: parsed.query === undefined ? undefined : parseFilterPredicate(parsed.query),
  };
}

/** Locations one `POST /locations/by-query` page holds unless told otherwise. */
export const DEFAULT_LOCATIONS_LIMIT = 1000;

const locationsQueryBodySchema = z.object({
  cursor: z.string().min(1, 'must not be empty').max(MAX_CURSOR_LENGTH).optional(),
  limit: z.number().int().min(1).max(MAX_QUERY_LIMIT).optional(),
  query: z.unknown().optional(),
});

/** Where a locations query continues: its predicate, its page size and the last id it gave. */
const locationsCursorSchema = z.object({
  limit: z.number().int().min(1).max(MAX_QUERY_LIMIT),
  afterId: z.string().max(255).optional(),
  query: z.unknown().optional(),
});

export type LocationsQuery = z.infer<typeof locationsCursorSchema>;

export function parseLocationsQueryBody(body: unknown): LocationsQuery & {
  predicate?: EntityCondition;
} {
  const parsed = parseWith(locationsQueryBodySchema, body ?? {}, 'request body');
  const query: LocationsQuery =
    parsed.cursor === undefined
      ? { limit: parsed.limit ?? DEFAULT_LOCATIONS_LIMIT, query: parsed.query }
      : decodeCursor(parsed.cursor, locationsCursorSchema);
  return {
    ...query,
    predicate: query.query === undefined ? undefined : parseFilterPredicate(query.query),
  };
}

export function encodeLocationsCursor(cursor: LocationsQuery): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64');
}
