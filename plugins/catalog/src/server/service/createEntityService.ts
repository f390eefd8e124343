import {
  InputError,
  NotFoundError,
  normalizeEntityRef,
  parseEntityRef,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import type { EntityAncestryResponse, EntityFacetsResponse } from '../../shared';
import type { EntityFilter } from '../request/parseEntityFilter';
import type { EntityOrder } from '../request/parseEntityOrder';
import { decodeQueryCursor, encodeQueryCursor, type QueryCursor } from '../request/queryCursor';
import type { CatalogDb } from '../store/catalogDb';
import type { CatalogStoreContext } from '../store/catalogStoreContext';
import type { ResultCache } from '../store/resultCache';
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
import { deleteEntityById } from '../store/locationStore';
import { resolveSelection } from '../store/resolveSelection';
import { stitchEntities } from '../store/stitchEntities';
import { writeTransaction } from '../store/writeTransaction';
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

type RefParts = { kind: string; namespace: string; name: string };

/** The read side of the catalog, answering JSON text so stored bodies are sent without re-encoding. */
export interface EntityService {
  list(request: ListEntitiesRequest): Promise<{ json: string; nextAfter?: string }>;
  /** Every matching entity, page by page, for unbounded `GET /entities`. */
  listAll(request: Omit<ListEntitiesRequest, 'limit' | 'offset' | 'after'>): AsyncGenerator<string>;
  query(request: QueryEntitiesRequest): Promise<string>;
  byRef(ref: RefParts): Promise<string | undefined>;
  byUid(uid: string): Promise<string | undefined>;
  deleteByUid(uid: string): Promise<void>;
  byRefs(refs: string[], fields?: string[], filter?: EntityFilter): Promise<string>;
  facets(facets: string[], filter?: EntityFilter): Promise<EntityFacetsResponse>;
  ancestry(ref: RefParts): Promise<EntityAncestryResponse>;
}

export interface EntityServiceOptions {
  context: CatalogStoreContext;
  /** totalItems and facets, until the next write. */
  results: ResultCache;
  /** Called after each committed write. */
  onWrite(): void;
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
    // reported below
  }
  throw new InputError("Malformed 'after' cursor: it was not produced by this catalog");
}

export function createEntityService(db: CatalogDb, options: EntityServiceOptions): EntityService {
  const { searchKeys } = options.context;

  return {
    async list(request) {
      const offset = request.after ? decodeAfter(request.after) : (request.offset ?? 0);
      const limit = request.limit;
      const resolved = await resolveSelection(
        db,
        searchKeys,
        { filter: request.filter },
        request.order,
      );
      const rows = await queryPage(db, {
        ...resolved.selection,
        order: resolved.order,
        limit: limit === undefined ? LIST_PAGE : limit + 1,
        offset,
      });
      const page = limit === undefined ? rows : rows.slice(0, limit);
      const json = `[${page.map(r => project(r.final, request.fields)).join(',')}]`;
      const hasMore = limit !== undefined && rows.length > limit;
      return { json, nextAfter: hasMore ? encodeAfter(offset + limit) : undefined };
    },

    async *listAll(request) {
      const resolved = await resolveSelection(
        db,
        searchKeys,
        { filter: request.filter },
        request.order,
      );
      const keyset = isKeysetOrder(request.order);
      let boundary: { value: string; seq: number } | undefined;
      let offset = 0;
      for (;;) {
        const rows = await queryPage(db, {
          ...resolved.selection,
          order: resolved.order,
          limit: LIST_PAGE,
          ...(keyset ? { boundary } : { offset }),
        });
        for (const row of rows) yield project(row.final, request.fields);
        if (rows.length < LIST_PAGE) return;
        const last = rows[rows.length - 1]!;
        boundary = { value: last.sortValue, seq: last.seq };
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
      const resolved = await resolveSelection(db, searchKeys, selection, cursor.order);
      const limit = Math.min(request.limit, cursor.pageLimit ?? request.limit);
      const keyset = isKeysetOrder(cursor.order);
      const rows = await queryPage(db, {
        ...resolved.selection,
        order: resolved.order,
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
      const totalItems = await options.results.get(`count:${JSON.stringify(selection)}`, () =>
        countEntities(db, resolved.selection),
      );
      const base = { filter: cursor.filter, order: cursor.order, fullText: cursor.fullText };
      const pageInfo: { nextCursor?: string; prevCursor?: string } = {};
      const first = page[0];
      const last = page[page.length - 1];
      if (keyset) {
        const forward = cursor.direction === 'next';
        const hasNext = forward ? hasMore : true;
        const hasPrev = forward ? Boolean(cursor.boundary) || (cursor.offset ?? 0) > 0 : hasMore;
        if (hasNext && last) {
          pageInfo.nextCursor = encodeQueryCursor({
            ...base,
            direction: 'next',
            boundary: { value: last.sortValue, seq: last.seq },
          });
        }
        if (hasPrev && first) {
          pageInfo.prevCursor = encodeQueryCursor({
            ...base,
            direction: 'prev',
            boundary: { value: first.sortValue, seq: first.seq },
          });
        }
      } else {
        const offset = cursor.offset ?? 0;
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
      await writeTransaction(db, options.context, async tx => {
        const keys = await deleteEntityById(tx, uid);
        if (keys === undefined) throw new NotFoundError(`No entity with uid ${uid}`);
        await stitchEntities(tx, options.context, keys, Date.now());
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
      const resolved = await resolveSelection(db, searchKeys, { filter });
      const found = await getFinalsByKeys(db, keys, resolved.selection);
      const items = keys.map(key => {
        const final = found.get(key);
        return final === undefined ? 'null' : project(final, fields);
      });
      return `{"items":[${items.join(',')}]}`;
    },

    async facets(facets, filter) {
      const key = `facets:${JSON.stringify([facets, filter])}`;
      const computed = await options.results.get(key, async () => {
        const resolved = await resolveSelection(db, searchKeys, { filter });
        const ids = await searchKeys.lookup(
          db,
          facets.map(f => f.toLowerCase()),
        );
        const withIds = facets.map(facet => ({ facet, keyId: ids.get(facet.toLowerCase()) }));
        return queryFacets(db, withIds, resolved.selection);
      });
      return { facets: computed };
    },

    async ancestry(ref) {
      const rootKey = normalizeEntityRef(ref);
      const items: EntityAncestryResponse['items'] = [];
      const visited = new Set<string>();
      let key: string | undefined = rootKey;
      while (key && !visited.has(key)) {
        visited.add(key);
        const info = await getEntityInfo(db, key);
        if (!info) {
          if (key === rootKey) throw new NotFoundError(`No entity named ${rootKey}`);
          break;
        }
        const parent = info.parent_key ? await getEntityInfo(db, info.parent_key) : undefined;
        items.push({
          entity: JSON.parse(info.final) as Entity,
          parentEntityRefs: parent ? [parent.entity_ref] : [],
        });
        key = parent?.entity_key;
      }
      return { rootEntityRef: stringifyEntityRef(items[0]!.entity), items };
    },
  };
}
