import { ServiceUnavailableError } from '@atrium/model';
import type { DatabaseEngine, Logger } from '@atrium/server-core';
import { applySourceOutcome, createStitchNeeds, type SourceRow } from '../store/applySourceOutcome';
import type { CatalogDb } from '../store/catalogDb';
import type { CatalogStoreContext } from '../store/catalogStoreContext';
import { stitchEntities } from '../store/stitchEntities';
import {
  claimDueSources,
  claimSources,
  existingSourceKeys,
  releaseSources,
  scheduleSourcesNow,
  sourceAncestors,
  sourcesForFile,
  unreadChildSources,
} from '../store/sourceStore';
import { enqueueStitch, takeQueuedStitches } from '../store/stitchQueue';
import { writeTransaction } from '../store/writeTransaction';
import { createFileWatcher } from './createFileWatcher';
import { processSource, type ProcessSourceDeps } from './processSource';
import type { SourceOutcome, SourceToProcess } from './types';

export interface ProcessingEngineOptions {
  db: CatalogDb;
  context: CatalogStoreContext;
  engine: DatabaseEngine;
  logger: Logger;
  deps: ProcessSourceDeps;
  /** How often every source is read again (`catalog.processingInterval`). */
  intervalMs: number;
  /** Location ids from app configuration, whose sources may read any local file. */
  isTrustedLocation(locationId: string): Promise<boolean>;
  /** `type:target` of a registered location, for the origin annotation. */
  originOf(locationId: string): Promise<string | undefined>;
  /** Called after each committed write, e.g. to drop cached counts. */
  onWrite(): void;
  /** Called after a large catch-up (many entities rebuilt), e.g. to refresh planner statistics. */
  afterBulkWrite?(): Promise<void>;
}

export interface ProcessingEngine {
  start(): void;
  stop(): Promise<void>;
  /**
   * Reads these sources now (ignoring unchanged-content shortcuts when `force`), then those they
   * newly name, and stitches; resolves once the results are visible through the API.
   */
  processNow(
    sourceKeys: readonly string[],
    options?: { force?: boolean; followChildren?: boolean },
  ): Promise<void>;
  /** Makes the loop look for due sources at once. */
  wake(): void;
}

const BATCH_SIZE = 8;
const CONCURRENCY = 4;
const LEASE_MS = 120_000;
const IDLE_POLL_MS = 1_000;
const MAX_FOLLOWED_SOURCES = 10_000;
const RETRY_AFTER_FAILURE_MS = 5_000;
const PROCESS_NOW_WAIT_MS = 60_000;
const STITCH_DRAIN_CHUNK = 2_000;
const BULK_WRITE_ENTITIES = 5_000;

/**
 * SQLite calls are synchronous, so a run of them never lets the event loop read sockets: between
 * transactions the loop steps aside (a macrotask) so API requests are answered during ingestion.
 */
function yieldToRequests(): Promise<void> {
  return new Promise(resolve => setImmediate(resolve));
}

export function createProcessingEngine(options: ProcessingEngineOptions): ProcessingEngine {
  const { db, logger } = options;
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;

  const watcher = createFileWatcher(
    file => {
      void sourcesForFile(db, file)
        .then(keys => scheduleSourcesNow(db, keys))
        .then(() => engine.wake())
        .catch(error => logger.warn({ err: error, file }, 'Could not schedule a changed file'));
    },
    error => logger.warn({ err: error }, 'File watching failed'),
  );

  const nextRefreshAt = () =>
    Date.now() + Math.round(options.intervalMs * (1 + Math.random() * 0.5));

  async function toProcess(row: SourceRow): Promise<SourceToProcess> {
    return {
      key: row.source_key,
      locationId: row.location_id,
      type: row.type,
      target: row.target,
      depth: row.depth,
      originLocation: (await options.originOf(row.location_id)) ?? `${row.type}:${row.target}`,
      trusted: await options.isTrustedLocation(row.location_id),
      ancestors: await sourceAncestors(db, row),
      contentHash: row.content_hash ?? undefined,
      httpEtag: row.http_etag ?? undefined,
    };
  }

  /**
   * Reads the sources concurrently (I/O and parsing), then applies every outcome and stitches in
   * one transaction: readers never see an entity without its relations, and SQLite commits once.
   */
  async function processBatch(
    rows: SourceRow[],
    force: boolean,
    deferNeighbours: boolean,
  ): Promise<void> {
    const outcomes: Array<{ row: SourceRow; outcome: SourceOutcome }> = [];
    const unread: string[] = [];
    let next = 0;
    const readNext = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        try {
          outcomes.push({
            row,
            outcome: await processSource(await toProcess(row), options.deps, { force }),
          });
        } catch (error) {
          unread.push(row.source_key);
          logger.error(
            { err: error, source: row.source_key },
            'Processing a catalog source failed',
          );
        }
        if (row.type === 'file') watcher.watch(row.target);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, readNext));
    // A source that could not even be processed is tried again soon, not left leased.
    await releaseSources(db, unread, Date.now() + RETRY_AFTER_FAILURE_MS);
    if (outcomes.length === 0) return;
    try {
      await writeTransaction(db, options.context, async tx => {
        const needs = createStitchNeeds();
        for (const { row, outcome } of outcomes) {
          const timing = { now: Date.now(), nextRefreshAt: nextRefreshAt() };
          await applySourceOutcome(tx, options.context, row, outcome, timing, needs);
        }
        const { changed, affected, pending } = needs;
        if (deferNeighbours) {
          await stitchEntities(tx, options.context, changed, Date.now(), pending);
          await enqueueStitch(
            tx,
            [...affected].filter(key => !changed.has(key)),
          );
        } else {
          await stitchEntities(tx, options.context, [...changed, ...affected], Date.now(), pending);
        }
      });
    } catch (error) {
      await releaseSources(
        db,
        rows.map(r => r.source_key),
        Date.now() + RETRY_AFTER_FAILURE_MS,
      );
      throw error;
    }
    options.onWrite();
  }

  /** Stitches what earlier batches queued, a chunk per transaction so readers are not held up. */
  async function drainStitchQueue() {
    let drained = 0;
    for (;;) {
      const count = await writeTransaction(db, options.context, async tx => {
        const keys = await takeQueuedStitches(tx, STITCH_DRAIN_CHUNK);
        await stitchEntities(tx, options.context, keys, Date.now());
        return keys.length;
      });
      if (count === 0) break;
      drained += count;
      await yieldToRequests();
    }
    if (drained > 0) {
      options.onWrite();
      if (drained >= BULK_WRITE_ENTITIES) {
        await options
          .afterBulkWrite?.()
          .catch(error => logger.warn({ err: error }, 'Catalog maintenance failed'));
      }
      logger.debug({ entities: drained }, 'Catalog relations caught up');
    }
  }

  async function runLoop() {
    while (running) {
      let claimed: SourceRow[] = [];
      try {
        claimed = await claimDueSources(db, options.engine, {
          now: Date.now(),
          leaseMs: LEASE_MS,
          limit: BATCH_SIZE,
        });
        if (claimed.length > 0) {
          await processBatch(claimed, false, true);
          await yieldToRequests();
        } else await drainStitchQueue();
      } catch (error) {
        if (running) logger.error({ err: error }, 'Catalog processing loop failed');
      }
      if (claimed.length === 0 && running) {
        await new Promise<void>(resolve => {
          const timer = setTimeout(resolve, IDLE_POLL_MS);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = undefined;
      }
    }
  }

  const engine: ProcessingEngine = {
    start() {
      if (running) return;
      running = true;
      loop = runLoop();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      watcher.close();
    },
    wake() {
      wakeUp?.();
    },
    async processNow(sourceKeys, processOptions = {}) {
      let keys = [...sourceKeys];
      let processed = 0;
      const deadline = Date.now() + PROCESS_NOW_WAIT_MS;
      while (keys.length > 0 && processed < MAX_FOLLOWED_SOURCES) {
        // Sources the loop is reading right now are waited for, then read here too.
        const rows: SourceRow[] = [];
        let pending = keys;
        while (pending.length > 0) {
          const claimed = await claimSources(db, options.engine, pending, {
            now: Date.now(),
            leaseMs: LEASE_MS,
          });
          rows.push(...claimed);
          const got = new Set(claimed.map(r => r.source_key));
          pending = (await existingSourceKeys(db, pending)).filter(key => !got.has(key));
          if (pending.length > 0) {
            if (Date.now() > deadline)
              throw new ServiceUnavailableError(
                'The catalog is busy reading these locations; try again shortly',
              );
            await new Promise(resolve => setTimeout(resolve, 25));
          }
        }
        processed += rows.length;
        await processBatch(rows, processOptions.force ?? false, false);
        if (!processOptions.followChildren || rows.length === 0) break;
        keys = await unreadChildSources(
          db,
          rows.map(r => r.source_key),
        );
      }
    },
  };
  return engine;
}
