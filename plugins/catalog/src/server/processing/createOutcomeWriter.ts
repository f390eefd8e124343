import type { CatalogDb } from '../store/catalogDb';
import type { CatalogStoreContext } from '../store/catalogStoreContext';
import type { SourceRow } from '../store/sourceStore';
import { stitchEntities } from '../store/stitchEntities';
import { enqueueStitch } from '../store/stitchQueue';
import { writeTransaction } from '../store/writeTransaction';
import type { EntityProblemChange } from './planProblemChanges';
import type { SourceOutcome } from './types';
import { createStitchNeeds, writeSourceOutcome } from './writeSourceOutcome';
import { yieldToRequests } from './yieldToRequests';

export interface OutcomeWriterOptions {
  db: CatalogDb;
  context: CatalogStoreContext;
  /** When a source written now is due to be read again. */
  nextRefreshAt(row: SourceRow): number;
  /**
   * Called after each committed write with the keys of the entities whose served body it wrote or
   * that it deleted (e.g. to drop cached counts, to update the search index).
   */
  onWrite(entityKeys: readonly string[]): void;
  /** Called after a committed write in which files of entities started or stopped failing. */
  onProblems?(changes: readonly EntityProblemChange[]): void;
}

export interface OutcomeWriter {
  /**
   * Writes what reading one source produced, with whatever else finished meanwhile, and stitches;
   * resolves once it is visible. `deferNeighbours` lets many entities that only gained or lost a
   * relation wait in the stitch queue (bulk loading), instead of being stitched in the same write.
   */
  write(
    row: SourceRow,
    outcome: SourceOutcome,
    options: { deferNeighbours: boolean },
  ): Promise<void>;
  /**
   * Resolves once the outcomes waiting to be written hold fewer than MAX_BACKLOG_ENTITIES
   * entities: sources are read no faster than they are written, so memory stays bounded.
   */
  room(): Promise<void>;
  /** Runs other catalog maintenance between writes, never during one. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** When the last outcome was committed (0 before the first). */
  lastWriteAt(): number;
  /** Whether outcomes are waiting or being written. */
  busy(): boolean;
}

interface Pending {
  row: SourceRow;
  outcome: SourceOutcome;
  deferNeighbours: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

// Sources are written together (one commit, one stitch) up to about this many entities.
const GROUP_ENTITIES = 10_000;
const GROUP_SOURCES = 32;
/**
 * Entities that only gained or lost a relation are stitched in the same write when they are few;
 * a bulk load touches the same neighbours again and again, so there they wait for the loop to be
 * idle and are stitched once.
 */
const NEIGHBOURS_STITCHED_AT_ONCE = 1_000;
// Read entities waiting for the writer: about one group's worth, so the next is ready when it is.
const MAX_BACKLOG_ENTITIES = 10_000;

function entitiesOf(outcome: SourceOutcome): number {
  return outcome.status === 'read' ? outcome.entities.length : 0;
}

/**
 * One writer for every read source: each outcome is written as soon as it is ready, grouped with
 * the others that are, so a source still being read never holds up one that is done.
 */
export function createOutcomeWriter(options: OutcomeWriterOptions): OutcomeWriter {
  const { db, context } = options;
  const queue: Pending[] = [];
  let scheduled = false;
  let lastWriteAt = 0;
  let tail: Promise<unknown> = Promise.resolve();
  let backlog = 0;
  const waitingForRoom: Array<() => void> = [];

  function freeRoom(entities: number) {
    backlog -= entities;
    while (backlog < MAX_BACKLOG_ENTITIES && waitingForRoom.length > 0) waitingForRoom.shift()!();
  }

  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  }

  function takeGroup(): Pending[] {
    const group: Pending[] = [];
    let entities = 0;
    while (queue.length > 0 && group.length < GROUP_SOURCES) {
      const size = entitiesOf(queue[0]!.outcome);
      if (group.length > 0 && entities + size > GROUP_ENTITIES) break;
      entities += size;
      group.push(queue.shift()!);
    }
    return group;
  }

  async function writeGroup(group: Pending[]) {
    const deferNeighbours = group.every(item => item.deferNeighbours);
    const problems: EntityProblemChange[] = [];
    const written = await writeTransaction(db, context, async tx => {
      // A retried transaction plans again from what it reads.
      problems.length = 0;
      const needs = createStitchNeeds();
      for (const { row, outcome } of group) {
        const timing = { now: Date.now(), nextRefreshAt: options.nextRefreshAt(row) };
        await writeSourceOutcome(tx, context, row, outcome, timing, needs);
      }
      problems.push(...needs.problems);
      const { changed, affected, deleted, pending } = needs;
      const neighbours = [...affected].filter(key => !changed.has(key));
      if (deferNeighbours && neighbours.length > NEIGHBOURS_STITCHED_AT_ONCE) {
        const stitched = await stitchEntities(tx, context, changed, Date.now(), pending);
        await enqueueStitch(tx, neighbours);
        return [...stitched, ...deleted];
      }
      const keys = [...changed, ...neighbours];
      return [...(await stitchEntities(tx, context, keys, Date.now(), pending)), ...deleted];
    });
    lastWriteAt = Date.now();
    options.onWrite(written);
    if (problems.length > 0) options.onProblems?.(problems);
  }

  async function flush() {
    while (queue.length > 0) {
      const group = takeGroup();
      try {
        await writeGroup(group);
        for (const item of group) item.resolve();
      } catch (error) {
        for (const item of group) item.reject(error);
      }
      freeRoom(group.reduce((sum, item) => sum + entitiesOf(item.outcome), 0));
      await yieldToRequests();
    }
    scheduled = false;
  }

  return {
    write(row, outcome, { deferNeighbours }) {
      return new Promise<void>((resolve, reject) => {
        backlog += entitiesOf(outcome);
        queue.push({ row, outcome, deferNeighbours, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          void serial(flush);
        }
      });
    },
    room() {
      if (backlog < MAX_BACKLOG_ENTITIES) return Promise.resolve();
      return new Promise(resolve => waitingForRoom.push(resolve));
    },
    exclusive: serial,
    lastWriteAt: () => lastWriteAt,
    busy: () => scheduled,
  };
}
