import { ServiceUnavailableError } from '@atrium/model';
import type { DatabaseEngine, Logger, SchedulerService } from '@atrium/server-core';
import type { CatalogDb } from '../store/catalogDb';
import type { CatalogStoreContext } from '../store/catalogStoreContext';
import { createSearchIndex } from '../store/searchIndex';
import { stitchEntities } from '../store/stitchEntities';
import {
  type SourceRow,
  claimSources,
  dueSources,
  existingSourceKeys,
  postponeSources,
  releaseSources,
  scheduleSourcesNow,
  sourceAncestors,
  sourcesForFile,
  unreadChildSources,
} from '../store/sourceStore';
import { takeQueuedStitches } from '../store/stitchQueue';
import { writeTransaction } from '../store/writeTransaction';
import { createFileWatcher } from './createFileWatcher';
import { createInstanceLease } from './createInstanceLease';
import { createLaneLimiter } from './createLaneLimiter';
import { createOutcomeWriter, type OutcomeWriterOptions } from './createOutcomeWriter';
import { createPassRunner, type PassOutcome } from './createPassRunner';
import { processSource, type ProcessSourceDeps } from './processSource';
import { processWithin } from './processWithin';
import { sourceLane } from './sourceLane';
import { yieldToRequests } from './yieldToRequests';
import type { SourceToProcess } from './types';

export interface ProcessingEngineOptions {
  db: CatalogDb;
  context: CatalogStoreContext;
  engine: DatabaseEngine;
  logger: Logger;
  /** Runs the processing rounds and the instance heartbeat. */
  scheduler: SchedulerService;
  deps: ProcessSourceDeps;
  /** How often every source is read again (`catalog.processingInterval`). */
  intervalMs: number;
  /** A source's own interval (a provider instance's schedule), when it has one. */
  intervalOf?(source: { type: string; target: string }): number | undefined;
  /** Reads in flight to one host (or the local disk) at a time. */
  readsPerHost: number;
  /** How long reading and processing one source may take before it counts as failed. */
  processingTimeoutMs: number;
  /** Location ids from app configuration, whose sources may read any local file. */
  isTrustedLocation(locationId: string): Promise<boolean>;
  /** `type:target` of a registered location, for the origin annotation. */
  originOf(locationId: string): Promise<string | undefined>;
  /** Registered locations of `presence: optional`, whose missing target is waited for. */
  isOptionalLocation?(locationId: string): Promise<boolean>;
  /**
   * Called after each committed write with the keys of the entities whose served body it wrote or
   * that it deleted (e.g. to drop cached counts, to update the search index).
   */
  onWrite(entityKeys: readonly string[]): void;
  /** Called after a committed write in which files of entities started or stopped failing. */
  onProblems?: OutcomeWriterOptions['onProblems'];
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

/**
 * URLs read at once by the loop, whatever their hosts (each host gets `readsPerHost` of them), so
 * memory stays bounded however many hosts there are. Local files have a lane of their own outside
 * this count: however many hosts hang, a saved file is read at once.
 */
const MAX_URLS_IN_FLIGHT = 32;
// Due sources looked at per pass, to find some whose host has room.
const CANDIDATES = 64;
// A lease is renewed by its holder's heartbeat; it only runs out when its holder is gone.
const LEASE_MS = 60_000;
const HEARTBEAT_MS = 5_000;
const INSTANCE_STALE_MS = 30_000;
const IDLE_POLL_MS = 1_000;
// A run of passes hands back to the scheduler this often; reads it left in flight wake the next.
const MAX_RUN_MS = 30_000;
const RUN_TIMEOUT_MS = 120_000;
const QUIET_BEFORE_DRAIN_MS = 1_000;
const MAX_FOLLOWED_SOURCES = 10_000;
const RETRY_AFTER_FAILURE_MS = 5_000;
const PROCESS_NOW_WAIT_MS = 60_000;
const STITCH_DRAIN_CHUNK = 2_000;
const BULK_WRITE_ENTITIES = 5_000;

/**
 * Reads catalog sources and writes what they hold. Each source is read on its own (at most
 * `readsPerHost` per host, and never longer than `processingTimeoutMs`) and written as soon as it
 * is read, so a hanging URL holds up neither the loop, nor other hosts, nor a changed file.
 */
export function createProcessingEngine(options: ProcessingEngineOptions): ProcessingEngine {
  const { db, logger } = options;
  let running = false;
  let started = false;
  let prepared: Promise<void> | undefined;
  let urlsInFlight = 0;
  /** Sources being read or waiting to be written, by this instance. */
  let sourcesInFlight = 0;
  const limiter = createLaneLimiter(options.readsPerHost);
  const searchIndex = createSearchIndex(db, options.engine);
  const writer = createOutcomeWriter({
    db,
    context: options.context,
    nextRefreshAt: row => {
      const interval = options.intervalOf?.(row) ?? options.intervalMs;
      return Date.now() + Math.round(interval * (1 + Math.random() * 0.5));
    },
    onWrite: options.onWrite,
    onProblems: options.onProblems,
  });
  const instance = createInstanceLease({
    db,
    engine: options.engine,
    logger,
    scheduler: options.scheduler,
    leaseMs: LEASE_MS,
    heartbeatMs: HEARTBEAT_MS,
    staleMs: INSTANCE_STALE_MS,
    onReleased: () => engine.wake(),
  });
  const lease = () => ({ now: Date.now(), leaseMs: LEASE_MS, owner: instance.id });

  const watcher = createFileWatcher(
    file => {
      void sourcesForFile(db, file)
        .then(keys => scheduleSourcesNow(db, keys))
        .then(() => engine.wake())
        .catch(error => logger.warn({ err: error, file }, 'Could not schedule a changed file'));
    },
    error => logger.warn({ err: error }, 'File watching failed'),
  );

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
      // Only the registered target itself; the files its Location entities name are required.
      optional: row.depth === 0 && ((await options.isOptionalLocation?.(row.location_id)) ?? false),
      contentHash: row.content_hash ?? undefined,
      httpEtag: row.http_etag ?? undefined,
    };
  }

  /**
   * Reads one leased source in its host's lane and writes the outcome. Never rejects: answers the
   * error of a source that could not be processed (it is given back, to be tried again soon).
   */
  async function processLeased(
    row: SourceRow,
    force: boolean,
    deferNeighbours: boolean,
  ): Promise<unknown> {
    const countsAsUrl = row.type === 'url';
    if (countsAsUrl) urlsInFlight++;
    sourcesInFlight++;
    const stopped = () => !running && started;
    try {
      const release = await limiter.acquire(sourceLane(row.type, row.target));
      // A stopping engine gives its leases back; whoever runs next reads the source again.
      if (stopped()) return release();
      await writer.room();
      // The slot stays taken until the read really ends, even after the deadline gave up on it.
      const work = toProcess(row)
        .then(source => processSource(source, options.deps, { force }))
        .finally(release);
      const label = `${row.type}:${row.target}`;
      const outcome = await processWithin(work, options.processingTimeoutMs, label);
      if (row.type === 'file') watcher.watch(row.target);
      if (stopped()) return undefined;
      await writer.write(row, outcome, { deferNeighbours });
      return undefined;
    } catch (error) {
      logger.error({ err: error, source: row.source_key }, 'Processing a catalog source failed');
      await releaseSources(db, [row.source_key], Date.now() + RETRY_AFTER_FAILURE_MS).catch(
        releaseError => logger.warn({ err: releaseError }, 'Could not release a catalog source'),
      );
      return error;
    } finally {
      if (countsAsUrl) urlsInFlight--;
      sourcesInFlight--;
      engine.wake();
    }
  }

  /**
   * Leases due sources whose hosts have room and starts reading them; answers how many started
   * and whether any were due.
   */
  async function startDueSources(): Promise<{ started: number; due: boolean }> {
    const now = Date.now();
    const candidates = await dueSources(db, { now, limit: CANDIDATES });
    let urlRoom = MAX_URLS_IN_FLIGHT - urlsInFlight;
    const chosen: string[] = [];
    const waiting: string[] = [];
    const planned = new Map<string, number>();
    for (const candidate of candidates) {
      const lane = sourceLane(candidate.type, candidate.target);
      const taken = planned.get(lane) ?? 0;
      const isUrl = candidate.type === 'url';
      if (limiter.room(lane) > taken && (!isUrl || urlRoom > 0)) {
        chosen.push(candidate.source_key);
        planned.set(lane, taken + 1);
        if (isUrl) urlRoom--;
      } else waiting.push(candidate.source_key);
    }
    const rows = await claimSources(db, options.engine, chosen, lease());
    await postponeSources(db, waiting, now);
    for (const row of rows) void processLeased(row, false, true);
    return { started: rows.length, due: candidates.length > 0 };
  }

  /**
   * Stitches what earlier writes queued, a chunk per transaction so readers are not held up;
   * answers whether the queue is empty.
   */
  async function drainStitchQueue(): Promise<boolean> {
    let empty = false;
    let drained = 0;
    const written: string[] = [];
    // A stopping engine leaves the rest queued: the next start stitches it. Outcomes waiting to
    // be written go first: they may add to the queue.
    while (running && !writer.busy()) {
      const { count, stitched } = await writer.exclusive(() =>
        writeTransaction(db, options.context, async tx => {
          const keys = await takeQueuedStitches(tx, STITCH_DRAIN_CHUNK);
          return {
            count: keys.length,
            stitched: await stitchEntities(tx, options.context, keys, Date.now()),
          };
        }),
      );
      written.push(...stitched);
      if (count === 0) {
        empty = true;
        break;
      }
      drained += count;
      await yieldToRequests();
    }
    if (drained > 0) {
      options.onWrite(written);
      if (drained >= BULK_WRITE_ENTITIES) {
        await options
          .afterBulkWrite?.()
          .catch(error => logger.warn({ err: error }, 'Catalog maintenance failed'));
      }
      logger.debug({ entities: drained }, 'Catalog relations caught up');
    }
    return empty;
  }

  /**
   * Starts what is due; once nothing starts, stitches what writes queued. Answers whether to look
   * again at once, after a wake (reads in flight), or at the next round.
   */
  async function pass(): Promise<PassOutcome> {
    try {
      prepared ??= searchIndex
        .prepare()
        .catch(error => logger.warn({ err: error }, 'Could not prepare the catalog search index'));
      await prepared;
      await instance.ready();
      const { started: startedNow, due } = await startDueSources();
      if (startedNow > 0) return 'again';
      // Neighbours are stitched once a bulk load is over, or while only slow hosts keep it
      // going; a neighbour of many files is then stitched once, not after each of them.
      const quiet = !writer.busy() && Date.now() - writer.lastWriteAt() > QUIET_BEFORE_DRAIN_MS;
      const over = sourcesInFlight === 0 && !due;
      if (over || quiet) {
        const caughtUp = await drainStitchQueue();
        if (over && caughtUp) await writer.exclusive(() => searchIndex.complete());
        if (over) return 'idle';
      }
    } catch (error) {
      if (running) logger.error({ err: error }, 'Catalog processing loop failed');
    }
    return 'wait';
  }

  const passes = createPassRunner({
    pass,
    pollMs: IDLE_POLL_MS,
    maxRunMs: MAX_RUN_MS,
    isRunning: () => running,
  });

  /** Leases the given sources, waiting for those someone else is reading right now. */
  async function claimAll(keys: readonly string[]): Promise<SourceRow[]> {
    const deadline = Date.now() + PROCESS_NOW_WAIT_MS;
    const rows: SourceRow[] = [];
    let pending = keys;
    for (;;) {
      const claimed = await claimSources(db, options.engine, pending, lease());
      rows.push(...claimed);
      const got = new Set(claimed.map(r => r.source_key));
      pending = (await existingSourceKeys(db, pending)).filter(key => !got.has(key));
      if (pending.length === 0) return rows;
      if (Date.now() > deadline) {
        // What was leased here is read by the loop instead of staying leased.
        await releaseSources(
          db,
          rows.map(r => r.source_key),
          Date.now(),
        );
        throw new ServiceUnavailableError(
          'The catalog is busy reading these locations; try again shortly',
        );
      }
      await new Promise(resolve => setTimeout(resolve, 25));
    }
  }

  const engine: ProcessingEngine = {
    start() {
      if (running) return;
      running = true;
      if (!started) {
        started = true;
        // Each replica reads its share of the due sources, leased in batches on `catalog_sources`
        // (see claimSources) rather than as one scheduler queue item per source: a queue item
        // would add statements per source to bulk ingestion, and could not pick due sources by
        // how much room their hosts have.
        options.scheduler.scheduleTask({
          id: 'catalog-processing',
          scope: 'local',
          frequency: IDLE_POLL_MS,
          timeout: RUN_TIMEOUT_MS,
          fn: signal => (running ? passes.run(signal) : undefined),
        });
        instance.start();
      }
    },
    async stop() {
      running = false;
      await passes.settled();
      watcher.close();
      // Reads still in flight are abandoned: their sources are given back for the next start.
      await writer.exclusive(() => instance.stop());
    },
    wake() {
      passes.wake();
    },
    async processNow(sourceKeys, processOptions = {}) {
      await instance.ready();
      let keys = [...sourceKeys];
      let processed = 0;
      while (keys.length > 0 && processed < MAX_FOLLOWED_SOURCES) {
        const rows = await claimAll(keys);
        processed += rows.length;
        const force = processOptions.force ?? false;
        const errors = await Promise.all(rows.map(row => processLeased(row, force, false)));
        const failed = errors.find(error => error !== undefined);
        if (failed !== undefined) throw failed;
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
