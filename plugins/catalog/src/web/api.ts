import type { Entity } from '@atrium/model';
import { ResponseError, type ApiClient } from '@atrium/web-core';
// Deep imports keep zod (used by the shared request schemas) out of the browser bundle.
import { CATALOG_PLUGIN_ID } from '../shared/constants';
import type {
  EntityAncestryResponse,
  EntityFacetsResponse,
  Location,
  QueryEntitiesResponse,
} from '../shared/contract';

/**
 * One `filter` parameter: its keys are AND-ed, the values of an array key are OR-ed, and `true`
 * asks only that the field exists.
 */
export type EntityFilterQuery = Record<string, string | string[] | true>;

/** Several filters match an entity that passes any one of them: each is its own `filter`. */
export type EntityFilters = EntityFilterQuery | readonly EntityFilterQuery[];

export interface QueryEntitiesOptions {
  filter: EntityFilters;
  fullTextTerm?: string;
  /** Fields the full-text term is matched in; all fields when absent. */
  fullTextFields?: readonly string[];
  cursor?: string;
  limit: number;
  /** Only these fields of each entity, e.g. `metadata`, `spec.profile`; whole entities when absent. */
  fields?: readonly string[];
}

export interface EntityNameRef {
  kind: string;
  namespace: string;
  name: string;
}

/** Spec 001 §9: the catalog lists entities by metadata.name ascending. */
export const DEFAULT_ORDER_FIELD = 'metadata.name,asc';

/**
 * Spec 001 §7: filters travel as one comma-joined `key=value` list; an array value repeats its key,
 * which the server reads as any of those values.
 */
export function serializeEntityFilter(filter: EntityFilterQuery): string {
  return Object.entries(filter)
    .flatMap(([key, value]) =>
      value === true ? [key] : (Array.isArray(value) ? value : [value]).map(v => `${key}=${v}`),
    )
    .join(',');
}

/** The server ORs repeated `filter` parameters (spec 001 §7); empty filters are left out. */
export function appendEntityFilters(params: URLSearchParams, filters: EntityFilters | undefined) {
  const list: readonly EntityFilterQuery[] =
    filters === undefined ? [] : isEntityFilterList(filters) ? filters : [filters];
  for (const filter of list) {
    const serialized = serializeEntityFilter(filter);
    if (serialized) params.append('filter', serialized);
  }
}

export function isEntityFilterList(
  filters: EntityFilters,
): filters is readonly EntityFilterQuery[] {
  return Array.isArray(filters);
}

export function queryEntities(
  api: ApiClient,
  options: QueryEntitiesOptions,
): Promise<QueryEntitiesResponse> {
  const params = new URLSearchParams();
  params.set('limit', String(options.limit));
  if (options.fields) params.set('fields', options.fields.join(','));
  // A cursor carries the filter, order and term of the query it continues (catalog README).
  if (options.cursor) {
    params.set('cursor', options.cursor);
  } else {
    params.set('orderField', DEFAULT_ORDER_FIELD);
    appendEntityFilters(params, options.filter);
    const term = options.fullTextTerm?.trim();
    if (term) {
      params.set('fullTextFilterTerm', term);
      if (options.fullTextFields)
        params.set('fullTextFilterFields', options.fullTextFields.join(','));
    }
  }
  return api.json<QueryEntitiesResponse>(CATALOG_PLUGIN_ID, `/entities/by-query?${params}`);
}

/** Answers undefined when no such entity exists (spec 001 §8: 404 means absent). */
export async function getEntityByName(
  api: ApiClient,
  ref: EntityNameRef,
): Promise<Entity | undefined> {
  const path = [ref.kind, ref.namespace, ref.name].map(encodeURIComponent).join('/');
  try {
    return await api.json<Entity>(CATALOG_PLUGIN_ID, `/entities/by-name/${path}`);
  } catch (error) {
    if (error instanceof ResponseError && error.statusCode === 404) return undefined;
    throw error;
  }
}

export function getFacets(
  api: ApiClient,
  facets: string[],
  filter?: EntityFilters,
): Promise<EntityFacetsResponse> {
  const params = new URLSearchParams();
  for (const facet of facets) params.append('facet', facet);
  appendEntityFilters(params, filter);
  return api.json<EntityFacetsResponse>(CATALOG_PLUGIN_ID, `/entity-facets?${params}`);
}

function entityNamePath(ref: EntityNameRef): string {
  return [ref.kind, ref.namespace, ref.name].map(encodeURIComponent).join('/');
}

export function getEntityAncestry(
  api: ApiClient,
  ref: EntityNameRef,
): Promise<EntityAncestryResponse> {
  return api.json<EntityAncestryResponse>(
    CATALOG_PLUGIN_ID,
    `/entities/by-name/${entityNamePath(ref)}/ancestry`,
  );
}

/** Answers undefined when no registered location produced the entity (404 from the server). */
export async function getLocationByEntity(
  api: ApiClient,
  ref: EntityNameRef,
): Promise<Location | undefined> {
  try {
    return await api.json<Location>(
      CATALOG_PLUGIN_ID,
      `/locations/by-entity/${entityNamePath(ref)}`,
    );
  } catch (error) {
    if (error instanceof ResponseError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** Deleting a location removes every entity it produced (catalog README). */
export async function removeLocation(api: ApiClient, id: string): Promise<void> {
  await api.json<unknown>(CATALOG_PLUGIN_ID, `/locations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export async function removeEntityByUid(api: ApiClient, uid: string): Promise<void> {
  await api.json<unknown>(CATALOG_PLUGIN_ID, `/entities/by-uid/${encodeURIComponent(uid)}`, {
    method: 'DELETE',
  });
}

/** The answer keeps the order of `entityRefs`, with undefined where an entity is missing. */
export async function getEntitiesByRefs(
  api: ApiClient,
  entityRefs: string[],
  filter?: EntityFilters,
): Promise<Array<Entity | undefined>> {
  const params = new URLSearchParams();
  appendEntityFilters(params, filter);
  const query = params.toString() ? `?${params}` : '';
  const response = await api.json<{ items: Array<Entity | null> }>(
    CATALOG_PLUGIN_ID,
    `/entities/by-refs${query}`,
    { method: 'POST', body: { entityRefs } },
  );
  return response.items.map(item => item ?? undefined);
}

export interface QueryOwnerCandidatesOptions {
  text: string;
  cursor?: string;
  limit: number;
}

/** Spec 001 §9: the owner picker searches Users and Groups over these fields. */
export const OWNER_CANDIDATE_FIELDS = [
  'metadata.name',
  'kind',
  'metadata.title',
  'spec.profile.displayName',
];

/** One page of the Users and Groups an owner filter can name, by metadata.name ascending. */
export function queryOwnerCandidates(
  api: ApiClient,
  options: QueryOwnerCandidatesOptions,
): Promise<QueryEntitiesResponse> {
  return queryEntities(api, {
    filter: { kind: ['user', 'group'] },
    fullTextTerm: options.text,
    fullTextFields: OWNER_CANDIDATE_FIELDS,
    cursor: options.cursor,
    limit: options.limit,
  });
}

/** The entities of `entityRefs` that pass `filter`, in request order; missing ones are dropped. */
export async function getFilteredEntitiesByRefs(
  api: ApiClient,
  entityRefs: string[],
  filter?: EntityFilters,
): Promise<Entity[]> {
  if (entityRefs.length === 0) return [];
  const items = await getEntitiesByRefs(api, entityRefs, filter);
  return items.filter((item): item is Entity => item !== undefined);
}
