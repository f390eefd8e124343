import {
  InputError,
  NotAllowedError,
  NotFoundError,
  normalizeEntityRef,
  parseEntityRef,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import type { EntityAncestryResponse, EntityFacetsResponse } from '../../shared';
import type { EntityPermissionFilter } from '../permissions/entityPermissionFilter';
import type { EntityCondition, EntityFilter } from '../request/parseEntityFilter';
import { parseFilterPredicate } from '../request/parseFilterPredicate';
import type { EntityOrder } from '../request/parseEntityOrder';
import { decodeAfterCursor, encodeAfterCursor } from '../request/afterCursor';
import { decodeQueryCursor, encodeQueryCursor, type QueryCursor } from '../request/queryCursor';
import type { CatalogDb } from '../store/catalogDb';
import type { CatalogStoreContext } from '../store/catalogStoreContext';
import type { ResultCache } from '../store/resultCache';
import {
  countEntities,
  getEntityInfo,
  getEntriesByKeys,
  getFinalByKey,
  getFinalByUid,
  getFinalsBySeq,
  isKeysetOrder,
  queryFacets,
  queryPageEntries,
} from '../store/entityQueries';
import { deleteEntityById } from '../store/locationStore';
import { resolveSelection, type ResolvedSelection } from '../store/resolveSelection';
import { stitchEntities } from '../store/stitchEntities';
import { writeTransaction } from '../store/writeTransaction';
import { jsonArray } from './jsonChunks';
import { projectFields } from './projectFields';
import { countWithinBudget, streamFinals, type BodyEntry } from './streamFinals';

/**
 * Which entities a caller may read (or delete): undefined for all of them. Every read narrows by
 * it in the database, so lists, counts, facets and lookups never reveal what the caller may not see.
 */
export type EntityAccess = EntityPermissionFilter | undefined;

export interface ListEntitiesRequest {
  filter?: EntityFilter;
  readable?: EntityAccess;
  order: EntityOrder[];
  fields?: string[];
  limit?: number;
  offset?: number;
  /** Opaque cursor from a previous page's Link header. */
  after?: string;
}

export interface QueryEntitiesRequest {
  filter?: EntityFilter;
  /** A filter predicate as the caller sent it (`POST /entities/by-query`); checked already. */
  query?: unknown;
  readable?: EntityAccess;
  order: EntityOrder[];
  fields?: string[];
  limit: number;
  offset?: number;
  cursor?: string;
  fullText?: { term: string; fields?: string[] };
}

type RefParts = { kind: string; namespace: string; name: string };

/**
 * A JSON answer as pieces of text, produced as they are read: stored bodies are sent without
 * re-encoding, and a long list is never held in memory as a whole.
 */
export type JsonBody = AsyncIterable<string>;

/** The read side of the catalog, answering JSON text so stored bodies are sent without re-encoding. */
export interface EntityService {
  list(request: ListEntitiesRequest): Promise<{ body: JsonBody; nextAfter?: string }>;
  /** Every matching entity, page by page, for unbounded `GET /entities`. */
  listAll(request: Omit<ListEntitiesRequest, 'limit' | 'offset' | 'after'>): Promise<JsonBody>;
  query(request: QueryEntitiesRequest): Promise<JsonBody>;
  byRef(ref: RefParts, readable?: EntityAccess): Promise<string | undefined>;
  byUid(uid: string, readable?: EntityAccess): Promise<string | undefined>;
  /** 404 when the caller cannot read it, 403 when they can but may not delete it. */
  deleteByUid(uid: string, access?: { deletable: EntityAccess }): Promise<void>;
  byRefs(
    refs: string[],
    options?: { fields?: string[]; filter?: EntityFilter; readable?: EntityAccess },
  ): Promise<JsonBody>;
  facets(
    facets: string[],
    options?: { filter?: EntityFilter; predicate?: EntityCondition; readable?: EntityAccess },
  ): Promise<EntityFacetsResponse>;
  ancestry(ref: RefParts, readable?: EntityAccess): Promise<EntityAncestryResponse>;
}

export interface EntityServiceOptions {
  context: CatalogStoreContext;
  /** totalItems and facets, until the next write. */
  results: ResultCache;
  /**
   * Called after each committed write with the keys of the entities whose served body it wrote or
   * that it deleted (e.g. to drop cached counts, to update the search index).
   */
  onWrite(entityKeys: readonly string[]): void;
}

const LIST_PAGE = 500;
// Bytes of stored bodies one answer holds at once while it is written out.
const FETCH_BUDGET = 2_000_000;
/**
 * Bytes of entities one by-query page carries at most (besides its item limit); a page
 * always carries at least one, and its next cursor continues after the last one it carries.
 */
export const QUERY_PAGE_BUDGET = 4_000_000;

function project(json: string, fields?: string[]): string {
  return fields ? JSON.stringify(projectFields(JSON.parse(json), fields)) : json;
}

/** As many entries as fit in the budget (at least one), from the start or from the end. */
function withinBudget<T extends { size: number }>(entries: T[], from: 'start' | 'end'): T[] {
  const ordered = from === 'start' ? entries : [...entries].reverse();
  const count = countWithinBudget(
    ordered.map(entry => entry.size),
    QUERY_PAGE_BUDGET,
  );
  return from === 'start' ? entries.slice(0, count) : entries.slice(entries.length - count);
}

export function createEntityService(db: CatalogDb, options: EntityServiceOptions): EntityService {
  const { searchKeys } = options.context;

  /** The bodies of these entries in order, projected; entities gone meanwhile are left out. */
  async function* bodies(
    entries: ReadonlyArray<BodyEntry>,
    selection: ResolvedSelection,
    fields?: string[],
  ): AsyncGenerator<string> {
    const fetch = (seqs: number[]) => getFinalsBySeq(db, seqs, selection);
    for await (const final of streamFinals(entries, { fetch, budget: FETCH_BUDGET })) {
      if (final !== undefined) yield project(final, fields);
    }
  }

  async function accessSelection(access: EntityAccess) {
    if (!access) return {};
    return (await resolveSelection(db, searchKeys, { permission: access })).selection;
  }

  return {
    async list(request) {
      const offset = request.after ? decodeAfterCursor(request.after) : (request.offset ?? 0);
      const limit = request.limit;
      const resolved = await resolveSelection(
        db,
        searchKeys,
        { filter: request.filter, permission: request.readable },
        request.order,
      );
      const rows = await queryPageEntries(db, {
        ...resolved.selection,
        order: resolved.order,
        limit: limit === undefined ? LIST_PAGE : limit + 1,
        offset,
      });
      const page = limit === undefined ? rows : rows.slice(0, limit);
      const hasMore = limit !== undefined && rows.length > limit;
      return {
        body: jsonArray(bodies(page, resolved.selection, request.fields)),
        nextAfter: hasMore ? encodeAfterCursor(offset + limit) : undefined,
      };
    },

    async listAll(request) {
      const resolved = await resolveSelection(
        db,
        searchKeys,
        { filter: request.filter, permission: request.readable },
        request.order,
      );
      const keyset = isKeysetOrder(request.order);
      async function* all(): AsyncGenerator<string> {
        let boundary: { value: string; seq: number } | undefined;
        let offset = 0;
        for (;;) {
          const rows = await queryPageEntries(db, {
            ...resolved.selection,
            order: resolved.order,
            limit: LIST_PAGE,
            ...(keyset ? { boundary } : { offset }),
          });
          yield* bodies(rows, resolved.selection, request.fields);
          if (rows.length < LIST_PAGE) return;
          const last = rows[rows.length - 1]!;
          boundary = { value: last.sortValue, seq: last.seq };
          offset += rows.length;
        }
      }
      return jsonArray(all());
    },

    async query(request) {
      const cursor: QueryCursor = request.cursor
        ? decodeQueryCursor(request.cursor)
        : {
            query: request.query,
            filter: request.filter,
            order: request.order,
            fullText: request.fullText,
            direction: 'next',
            offset: request.offset,
          };
      // The caller's access is applied anew on every page: a cursor carries no permissions.
      const selection = {
        filter: cursor.filter,
        predicate: cursor.query === undefined ? undefined : parseFilterPredicate(cursor.query),
        fullText: cursor.fullText,
        permission: request.readable,
      };
      const resolved = await resolveSelection(db, searchKeys, selection, cursor.order);
      const limit = Math.min(request.limit, cursor.pageLimit ?? request.limit);
      const keyset = isKeysetOrder(cursor.order);
      const rows = await queryPageEntries(db, {
        ...resolved.selection,
        order: resolved.order,
        limit: limit + 1,
        direction: cursor.direction,
        ...(keyset && cursor.boundary
          ? { boundary: cursor.boundary }
          : { offset: cursor.offset ?? 0 }),
      });
      const backward = cursor.direction === 'prev';
      // For a 'prev' page the extra row is at the front (rows come back in display order).
      const full = rows.length > limit ? (backward ? rows.slice(1) : rows.slice(0, limit)) : rows;
      // A page of large entities stops early; the items nearest the cursor are the ones kept.
      const page = withinBudget(full, backward ? 'end' : 'start');
      const hasMore = rows.length > limit || page.length < full.length;
      const totalItems = await options.results.get(`count:${JSON.stringify(selection)}`, () =>
        countEntities(db, resolved.selection),
      );
      const base = {
        query: cursor.query,
        filter: cursor.filter,
        order: cursor.order,
        fullText: cursor.fullText,
      };
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
            offset: offset + page.length,
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
      const items = bodies(page, resolved.selection, request.fields);
      const tail = `,"totalItems":${totalItems},"pageInfo":${JSON.stringify(pageInfo)}}`;
      return (async function* () {
        yield '{"items":';
        yield* jsonArray(items);
        yield tail;
      })();
    },

    async byRef(ref, readable) {
      return getFinalByKey(db, normalizeEntityRef(ref), await accessSelection(readable));
    },

    async byUid(uid, readable) {
      return getFinalByUid(db, uid, await accessSelection(readable));
    },

    // As in Backstage: deleting what is not there succeeds (204), and under a conditional delete
    // decision, an entity the conditions do not match, or that is not there, is refused alike.
    async deleteByUid(uid, access) {
      if (
        access?.deletable &&
        (await getFinalByUid(db, uid, await accessSelection(access.deletable))) === undefined
      ) {
        throw new NotAllowedError(`You are not allowed to delete the entity with uid ${uid}`);
      }
      const written = await writeTransaction(db, options.context, async tx => {
        const removed = await deleteEntityById(tx, uid);
        if (removed === undefined) return undefined;
        const stitched = await stitchEntities(tx, options.context, removed.affected, Date.now());
        return [...stitched, ...removed.deleted];
      });
      if (written) options.onWrite(written);
    },

    async byRefs(refs, { fields, filter, readable } = {}) {
      const keys = refs.map(ref => {
        try {
          return normalizeEntityRef(parseEntityRef(ref));
        } catch (error) {
          throw new InputError(
            `Invalid entity ref '${ref}' in entityRefs: ${(error as Error).message}`,
          );
        }
      });
      const resolved = await resolveSelection(db, searchKeys, { filter, permission: readable });
      const found = await getEntriesByKeys(db, keys, resolved.selection);
      const entries = keys.map(key => found.get(key));
      const fetch = (seqs: number[]) => getFinalsBySeq(db, seqs, resolved.selection);
      async function* items(): AsyncGenerator<string> {
        for await (const final of streamFinals(entries, { fetch, budget: FETCH_BUDGET })) {
          yield final === undefined ? 'null' : project(final, fields);
        }
      }
      return (async function* () {
        yield '{"items":';
        yield* jsonArray(items());
        yield '}';
      })();
    },

    async facets(facets, { filter, predicate, readable } = {}) {
      const key = `facets:${JSON.stringify([facets, filter, predicate, readable])}`;
      const computed = await options.results.get(key, async () => {
        const resolved = await resolveSelection(db, searchKeys, {
          filter,
          predicate,
          permission: readable,
        });
        const ids = await searchKeys.lookup(
          db,
          facets.map(f => f.toLowerCase()),
        );
        const withIds = facets.map(facet => ({ facet, keyId: ids.get(facet.toLowerCase()) }));
        return queryFacets(db, withIds, resolved.selection);
      });
      return { facets: computed };
    },

    async ancestry(ref, readable) {
      const rootKey = normalizeEntityRef(ref);
      const items: EntityAncestryResponse['items'] = [];
      const visited = new Set<string>();
      const visible = await accessSelection(readable);
      // An ancestor the caller may not read ends the chain, as if it were not there.
      const infoOf = async (entityKey: string) => {
        const info = await getEntityInfo(db, entityKey);
        if (!info || !readable) return info;
        return (await getFinalByKey(db, entityKey, visible)) === undefined ? undefined : info;
      };
      let key: string | undefined = rootKey;
      while (key && !visited.has(key)) {
        visited.add(key);
        const info = await infoOf(key);
        if (!info) {
          if (key === rootKey) throw new NotFoundError(`No entity named ${rootKey}`);
          break;
        }
        const parent = info.parent_key ? await infoOf(info.parent_key) : undefined;
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
