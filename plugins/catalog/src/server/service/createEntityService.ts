import {
  InputError,
  NotFoundError,
  parseEntityRef,
  normalizeEntityRef,
  type Entity,
} from '@atrium/model';
import type { EntityAncestryResponse, EntityFacetsResponse } from '../../shared';
import type { EntityFilter } from '../request/parseEntityFilter';
import type { EntityOrder } from '../request/parseEntityOrder';
import { decodeQueryCursor, encodeQueryCursor, type QueryCursor } from '../request/queryCursor';
import type { CatalogDb } from '../store/catalogDb';
import {
  countEntities,
  getEntityInfo,
  getFinalByKey,
  getFinalByUid,
  getFinalsByKeys,
  isKeysetOrder,
  queryFacets,
  queryPage,
} from '../store/entityQueries';
import type { CountCache } from '../store/countCache';
import { deleteEntityById } from '../store/locationStore';
import { stitchEntities } from '../store/stitchEntities';
import { projectFields } from './projectFields';

export interface ListEntitiesRequest {
  filter?: EntityFilter;
  order: EntityOrder[];
  fields?: string[];
  limit?: number;
  offset?: number;
  /** Opaque cursor from a previous page's Link header. */
  after?: string;
}

export interface QueryEntitiesRequest {
  filter?: EntityFilter;
  order: EntityOrder[];
  fields?: string[];
  limit: number;
  offset?: number;
  cursor?: string;
  fullText?: { term: string; fields?: string[] };
}

/** The read side of the catalog, answering JSON text so stored bodies are sent without re-encoding. */
export interface EntityService {
  list(request: ListEntitiesRequest): Promise<{ json: string; nextAfter?: string }>;
  /** Every matching entity, page by page, for unbounded `GET /entities`. */
  listAll(request: Omit<ListEntitiesRequest, 'limit' | 'offset' | 'after'>): AsyncGenerator<string>;
  query(request: QueryEntitiesRequest): Promise<string>;
  byRef(ref: { kind: string; namespace: string; name: string }): Promise<string | undefined>;
  byUid(uid: string): Promise<string | undefined>;
  deleteByUid(uid: string): Promise<void>;
  byRefs(refs: string[], fields?: string[], filter?: EntityFilter): Promise<string>;
  facets(facets: string[], filter?: EntityFilter): Promise<EntityFacetsResponse>;
  ancestry(ref: { kind: string; namespace: string; name: string }): Promise<EntityAncestryResponse>;
}

const LIST_PAGE = 500;

function project(json: string, fields?: string[]): string {
  return fields ? JSON.stringify(projectFields(JSON.parse(json), fields)) : json;
}

function encodeAfter(offset: number): string {
  return Buffer.from(JSON.stringify({ offset }), 'utf8').toString('base64url');
}

function decodeAfter(after: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as {
      offset?: unknown;
    };
    if (typeof parsed.offset === 'number' && Number.isInteger(parsed.offset) && parsed.offset >= 0)
      return parsed.offset;
  } catch {
    // fall through to the error below
  }
  throw new InputError("Malformed 'after' cursor: it was not produced by this catalog");
}

export interface EntityServiceOptions {
  counts: CountCache;
  /** Called after each committed write. */
  onWrite(): void;
}

export function createEntityService(db: CatalogDb, options: EntityServiceOptions): EntityService {
  return {
    async list(request) {
      const offset = request.after ? decodeAfter(request.after) : (request.offset ?? 0);
      const limit = request.limit;
      const rows = await queryPage(db, {
        filter: request.filter,
        order: request.order,
        limit: limit === undefined ? LIST_PAGE : limit + 1,
        offset,
      });
      const page = limit === undefined ? rows : rows.slice(0, limit);
      const json = `[${page.map(r => project(r.final, request.fields)).join(',')}]`;
      const hasMore = limit !== undefined && rows.length > limit;
      return { json, nextAfter: hasMore ? encodeAfter(offset + limit) : undefined };
    },

    async *listAll(request) {
      let boundary: { value: string; id: string } | undefined;
      let offset = 0;
      const keyset = request.order.length === 0 || isKeysetOrder(request.order);
      for (;;) {
        const rows = await queryPage(db, {
          filter: request.filter,
          order: request.order,
          limit: LIST_PAGE,
          ...(keyset ? { boundary } : { offset }),
        });
        for (const row of rows) yield project(row.final, request.fields);
        if (rows.length < LIST_PAGE) return;
        const last = rows[rows.length - 1]!;
        boundary = { value: last.sortValue, id: last.id };
        offset += rows.length;
      }
    },

    async query(request) {
      const cursor: QueryCursor = request.cursor
        ? decodeQueryCursor(request.cursor)
        : {
            filter: request.filter,
            order: request.order,
            fullText: request.fullText,
            direction: 'next',
            offset: request.offset,
          };
      const selection = { filter: cursor.filter, fullText: cursor.fullText };
      const limit = Math.min(request.limit, cursor.pageLimit ?? request.limit);
      const keyset = isKeysetOrder(
        cursor.order.length > 0 ? cursor.order : [{ field: 'metadata.name', order: 'asc' }],
      );
      const rows = await queryPage(db, {
        ...selection,
        order: cursor.order,
        limit: limit + 1,
        direction: cursor.direction,
        ...(keyset && cursor.boundary
          ? { boundary: cursor.boundary }
          : { offset: cursor.offset ?? 0 }),
      });
      const hasMore = rows.length > limit;
      // For a 'prev' page the extra row is at the front (rows come back in display order).
      const page = hasMore
        ? cursor.direction === 'prev'
          ? rows.slice(1)
          : rows.slice(0, limit)
        : rows;
      const totalItems = await options.counts.get(JSON.stringify(selection), () =>
        countEntities(db, selection),
      );
      const first = page[0];
      const last = page[page.length - 1];
      const base = { filter: cursor.filter, order: cursor.order, fullText: cursor.fullText };
      const pageInfo: { nextCursor?: string; prevCursor?: string } = {};
      const offset = cursor.offset ?? 0;
      const movedForward = cursor.direction === 'next';
      const hasNext = movedForward ? hasMore : true;
      const hasPrev = movedForward ? Boolean(cursor.boundary) || offset > 0 : hasMore;
      if (keyset) {
        if (hasNext && last)
          pageInfo.nextCursor = encodeQueryCursor({
            ...base,
            direction: 'next',
            boundary: { value: last.sortValue, id: last.id },
          });
        if (hasPrev && first)
          pageInfo.prevCursor = encodeQueryCursor({
            ...base,
            direction: 'prev',
            boundary: { value: first.sortValue, id: first.id },
          });
      } else {
        if (hasMore)
          pageInfo.nextCursor = encodeQueryCursor({
            ...base,
            direction: 'next',
            offset: offset + limit,
          });
        if (offset > 0) {
          const previousOffset = Math.max(0, offset - request.limit);
          pageInfo.prevCursor = encodeQueryCursor({
            ...base,
            direction: 'next',
            offset: previousOffset,
            pageLimit: offset - previousOffset,
          });
        }
      }
      const items = page.map(r => project(r.final, request.fields)).join(',');
      return `{"items":[${items}],"totalItems":${totalItems},"pageInfo":${JSON.stringify(pageInfo)}}`;
    },

    async byRef(ref) {
      return getFinalByKey(db, normalizeEntityRef(ref));
    },

    async byUid(uid) {
      return getFinalByUid(db, uid);
    },

    async deleteByUid(uid) {
      await db.transaction().execute(async tx => {
        const keys = await deleteEntityById(tx, uid);
        if (keys === undefined) throw new NotFoundError(`No entity with uid ${uid}`);
        await stitchEntities(tx, keys, Date.now());
      });
      options.onWrite();
    },

    async byRefs(refs, fields, filter) {
      const keys = refs.map(ref => {
        try {
          return normalizeEntityRef(parseEntityRef(ref));
        } catch (error) {
          throw new InputError(
            `Invalid entity ref '${ref}' in entityRefs: ${(error as Error).message}`,
          );
        }
      });
      const found = await getFinalsByKeys(db, keys, { filter });
      const items = keys.map(key => {
        const final = found.get(key);
        return final === undefined ? 'null' : project(final, fields);
      });
      return `{"items":[${items.join(',')}]}`;
    },

    async facets(facets, filter) {
      return { facets: await queryFacets(db, facets, { filter }) };
    },

    async ancestry(ref) {
      const rootKey = normalizeEntityRef(ref);
      const items: EntityAncestryResponse['items'] = [];
      const visited = new Set<string>();
      let key: string | null = rootKey;
      while (key && !visited.has(key)) {
        visited.add(key);
        const info = await getEntityInfo(db, key);
        if (!info?.final) {
          if (key === rootKey) throw new NotFoundError(`No entity named ${rootKey}`);
          break;
        }
        const parent = info.parent_key ? await getEntityInfo(db, info.parent_key) : undefined;
        items.push({
          entity: JSON.parse(info.final) as Entity,
          parentEntityRefs: parent ? [parent.entity_ref] : [],
        });
        key = parent ? parent.entity_key : null;
      }
      return { rootEntityRef: items[0]!.entity ? refOf(items[0]!.entity) : rootKey, items };
    },
  };
}

function refOf(entity: Entity): string {
  return `${entity.kind.toLowerCase()}:${(entity.metadata.namespace ?? 'default').toLowerCase()}/${entity.metadata.name}`;
}
