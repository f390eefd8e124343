import { sql } from 'kysely';
import type { Entity, EntityRelation, EntityStatusItem } from '@atrium/model';
import { chunked } from '@atrium/server-core';
import { buildFinalEntity } from '../stitching/buildFinalEntity';
import { buildSearchRows, type SearchRow } from '../stitching/buildSearchRows';
import { ENTITY_COLUMNS, type PendingEntity } from './pendingEntity';
import type { CatalogExecutor } from './catalogDb';
import type { CatalogStoreContext } from './catalogStoreContext';

const STITCH_CHUNK = 400;

interface StoredRow {
  seq: number;
  id: string;
  entity_key: string;
  final: string;
  errors: string | null;
  final_hash: string | null;
}

/** What one chunk's stitching reads before it computes anything. */
interface ChunkInputs {
  stored: StoredRow[];
  /** Keys of new entities of this chunk, inserted complete. */
  created: PendingEntity[];
  relations: Map<string, EntityRelation[]>;
  sourceErrors: Map<string, EntityStatusItem[]>;
}

/** One chunk's computed bodies and search rows, ready to be written. */
interface ChunkPlan {
  finals: unknown[][];
  inserts: unknown[][];
  searchBySeq: Map<number, SearchRow[]>;
  /** Entities stitched before: only the difference of their search rows is written. */
  restitched: number[];
  /** Keys of the entities whose served body is written. */
  written: string[];
}

/**
 * Rebuilds the served body of the given entities: processed entity + relations pointing out of
 * it + status items (its own errors, and for a Location entity the errors of the targets it
 * names). Only bodies that really changed are written; `pending` new entities are inserted
 * complete. Search rows are rewritten only where they differ. Answers the keys of the entities
 * whose served body was written, so what follows a commit (the search index) sees just those.
 *
 * Chunks are pipelined: a chunk's bodies are computed while the previous chunk's writes run (on
 * SQLite, on the writing thread), so neither thread waits for the other for long.
 */
export async function stitchEntities(
  db: CatalogExecutor,
  context: CatalogStoreContext,
  keys: Iterable<string>,
  now: number,
  pending: ReadonlyMap<string, PendingEntity> = new Map(),
): Promise<string[]> {
  const all = new Set(keys);
  for (const key of pending.keys()) all.add(key);
  // Sorted, so concurrent writers lock rows in the same order (no deadlocks on PostgreSQL).
  const chunks = chunked([...all].sort(), STITCH_CHUNK);
  if (chunks.length === 0) return [];
  const nextSeq = await reserveSeqs(db, context.engine, pending.size);

  const written: string[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  let inputs = await readChunk(db, chunks[0]!, pending);
  for (let i = 0; i < chunks.length; i++) {
    const plan = planChunk(inputs, nextSeq, now);
    written.push(...plan.written);
    const keyIds = await context.searchKeys.ensure(
      db,
      [...plan.searchBySeq.values()].flatMap(rows => rows.map(r => r.key)),
    );
    await writing;
    // Read while the writer is idle; what they read is untouched by the writes that follow.
    const [previous, next] = await Promise.all([
      searchRowsOf(db, plan.restitched),
      i + 1 < chunks.length ? readChunk(db, chunks[i + 1]!, pending) : undefined,
    ]);
    writing = writeChunk(db, context, plan, keyIds, previous);
    // Awaited on the next turn or after the loop; a failure meanwhile must not go unhandled.
    writing.catch(() => undefined);
    if (next) inputs = next;
  }
  await writing;
  return written;
}

/**
 * Row numbers for new entities, given here rather than by the insert so search rows can be
 * written with them without reading them back. SQLite has one writer; PostgreSQL's sequence
 * serves every replica.
 */
async function reserveSeqs(
  db: CatalogExecutor,
  engine: CatalogStoreContext['engine'],
  count: number,
): Promise<() => number> {
  if (count === 0)
    return () => {
      throw new Error('No row number was reserved');
    };
  if (engine === 'sqlite') {
    const { top } = await db
      .selectFrom('catalog_entities')
      .select(eb => eb.fn.coalesce(eb.fn.max('seq'), sql<number>`0`).as('top'))
      .executeTakeFirstOrThrow();
    let next = Number(top);
    return () => ++next;
  }
  const { rows } = await sql<{ seq: number }>`
    select nextval(pg_get_serial_sequence('catalog_entities', 'seq')) as seq
    from generate_series(1, ${count})`.execute(db);
  const seqs = rows.map(r => Number(r.seq));
  let index = 0;
  return () => seqs[index++]!;
}

async function readChunk(
  db: CatalogExecutor,
  keys: string[],
  pending: ReadonlyMap<string, PendingEntity>,
): Promise<ChunkInputs> {
  const storedKeys = keys.filter(key => !pending.has(key));
  const stored =
    storedKeys.length > 0
      ? (
          await db
            .selectFrom('catalog_entities')
            .select(['seq', 'id', 'entity_key', 'final', 'errors', 'final_hash'])
            .where('entity_key', 'in', storedKeys)
            .execute()
        ).map(row => ({ ...row, seq: Number(row.seq) }))
      : [];
  const created = keys.flatMap(key => pending.get(key) ?? []);
  const present = [...stored.map(r => r.entity_key), ...created.map(e => e.entity_key)];
  if (present.length === 0) {
    return { stored, created, relations: new Map(), sourceErrors: new Map() };
  }
  const relations = await relationsBySource(db, present);
  const sourceErrors = await sourceErrorsByParent(db, present);
  return { stored, created, relations, sourceErrors };
}

function planChunk(inputs: ChunkInputs, nextSeq: () => number, now: number): ChunkPlan {
  const plan: ChunkPlan = {
    finals: [],
    inserts: [],
    searchBySeq: new Map(),
    restitched: [],
    written: [],
  };
  const finalOf = (key: string, id: string, processed: Entity, errors: EntityStatusItem[]) =>
    buildFinalEntity({
      uid: id,
      processed,
      relations: inputs.relations.get(key) ?? [],
      statusItems: [...errors, ...(inputs.sourceErrors.get(key) ?? [])],
    });

  for (const row of inputs.stored) {
    const errors = row.errors ? (JSON.parse(row.errors) as EntityStatusItem[]) : [];
    const final = finalOf(row.entity_key, row.id, JSON.parse(row.final) as Entity, errors);
    if (final.hash === row.final_hash) continue;
    plan.finals.push([row.seq, final.json, final.hash, final.hash, now]);
    plan.searchBySeq.set(row.seq, buildSearchRows(final.entity));
    plan.written.push(row.entity_key);
    if (row.final_hash !== null) plan.restitched.push(row.seq);
  }
  for (const entity of inputs.created) {
    const final = finalOf(entity.entity_key, entity.id, entity.entity, []);
    const seq = nextSeq();
    const columns = { ...entity.columns, final: final.json };
    plan.inserts.push([
      seq,
      entity.id,
      entity.entity_key,
      final.hash,
      final.hash,
      ...ENTITY_COLUMNS.map(c => columns[c]),
    ]);
    plan.searchBySeq.set(seq, buildSearchRows(final.entity));
    plan.written.push(entity.entity_key);
  }
  return plan;
}

type SearchKey = [seq: number, keyId: number, value: string];

/**
 * Sends one chunk's writes without waiting between them. New entities get all their search
 * rows; entities stitched before get only the difference, as a group gaining one member would
 * otherwise rewrite a row for each of its thousand relations.
 */
function writeChunk(
  db: CatalogExecutor,
  context: CatalogStoreContext,
  plan: ChunkPlan,
  keyIds: Map<string, number>,
  previous: Map<number, Map<string, SearchKey>>,
): Promise<unknown> {
  const inserts: unknown[][] = [];
  const removals: SearchKey[] = [];
  for (const [seq, rows] of plan.searchBySeq) {
    const before = previous.get(seq);
    for (const row of rows) {
      const keyId = keyIds.get(row.key)!;
      const signature = searchSignature(keyId, row.value, row.original_value);
      if (before?.delete(signature)) continue;
      inserts.push([seq, keyId, row.value, row.original_value]);
    }
    if (before) removals.push(...before.values());
  }
  const columns = ['seq', 'id', 'entity_key', 'etag', 'final_hash', ...ENTITY_COLUMNS];
  return inOrder(context.engine, [
    () =>
      context.updateMany(
        db,
        'catalog_entities',
        ['seq'],
        ['final', 'final_hash', 'etag', 'updated_at'],
        plan.finals,
      ),
    () => context.insertMany(db, 'catalog_entities', columns, plan.inserts),
    // Before the inserts: a row whose spelling changed is removed and written again.
    () => context.deleteMany(db, 'catalog_search', ['entity_seq', 'key_id', 'value'], removals),
    () =>
      context.insertMany(
        db,
        'catalog_search',
        ['entity_seq', 'key_id', 'value', 'original_value'],
        inserts,
      ),
  ]);
}

/**
 * Runs the writes in order. SQLite's writing thread runs calls in the order they are made, so
 * they are all sent at once; on PostgreSQL each waits for the one before.
 */
async function inOrder(
  engine: CatalogStoreContext['engine'],
  writes: Array<() => Promise<void>>,
): Promise<void> {
  if (engine === 'sqlite') {
    await Promise.all(writes.map(write => write()));
    return;
  }
  for (const write of writes) await write();
}

function searchSignature(keyId: number, value: string, original: string | null): string {
  return `${keyId}\u0000${value}\u0000${original ?? ''}`;
}

/** The search rows stored for these entities, by entity and signature. */
async function searchRowsOf(
  db: CatalogExecutor,
  seqs: number[],
): Promise<Map<number, Map<string, SearchKey>>> {
  const bySeq = new Map<number, Map<string, SearchKey>>();
  if (seqs.length === 0) return bySeq;
  const rows = await db
    .selectFrom('catalog_search')
    .select(['entity_seq', 'key_id', 'value', 'original_value'])
    .where('entity_seq', 'in', seqs)
    .execute();
  for (const row of rows) {
    const seq = Number(row.entity_seq);
    const signatures = bySeq.get(seq) ?? new Map<string, SearchKey>();
    signatures.set(searchSignature(row.key_id, row.value, row.original_value), [
      seq,
      row.key_id,
      row.value,
    ]);
    bySeq.set(seq, signatures);
  }
  return bySeq;
}

async function relationsBySource(
  db: CatalogExecutor,
  keys: string[],
): Promise<Map<string, EntityRelation[]>> {
  const relations = new Map<string, EntityRelation[]>();
  const seen = new Set<string>();
  const rows = await db
    .selectFrom('catalog_relations')
    .select(['source_key', 'type', 'target_ref'])
    .where('source_key', 'in', keys)
    .execute();
  for (const row of rows) {
    const dedupe = `${row.source_key}\u0000${row.type}\u0000${row.target_ref.toLowerCase()}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    const list = relations.get(row.source_key) ?? [];
    list.push({ type: row.type, targetRef: row.target_ref });
    relations.set(row.source_key, list);
  }
  return relations;
}

async function sourceErrorsByParent(
  db: CatalogExecutor,
  keys: string[],
): Promise<Map<string, EntityStatusItem[]>> {
  const errors = new Map<string, EntityStatusItem[]>();
  const rows = await db
    .selectFrom('catalog_sources')
    .select(['parent_key', 'errors'])
    .where('parent_key', 'in', keys)
    .where('errors', 'is not', null)
    .execute();
  for (const row of rows) {
    const list = errors.get(row.parent_key!) ?? [];
    list.push(...(JSON.parse(row.errors!) as EntityStatusItem[]));
    errors.set(row.parent_key!, list);
  }
  return errors;
}
