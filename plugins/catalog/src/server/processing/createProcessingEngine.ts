import type { DatabaseEngine, Logger } from '@atrium/server-core';
import { applySourceOutcome, type SourceRow } from '../store/applySourceOutcome';
import type { CatalogDb } from '../store/catalogDb';
import { stitchEntities } from '../store/stitchEntities';
import { claimDueSources, getSource, sourceAncestors, sourcesForFile } from '../store/sourceStore';
import { createFileWatcher } from './createFileWatcher';
import { processSource, type ProcessSourceDeps } from './processSource';
import type { SourceToProcess } from './types';

export interface ProcessingEngineOptions {
  db: CatalogDb;
  engine: DatabaseEngine;
  logger: Logger;
  deps: ProcessSourceDeps;
  /** How often every source is read again (`catalog.processingInterval`). */
  intervalMs: number;
  /** Location ids from app configuration, whose sources may read any local file. */
  isTrustedLocation(locationId: string): Promise<boolean>;
  /** `type:target` of a registered location, for the origin annotation. */
  originOf(locationId: string): Promise<string | undefined>;
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

const BATCH_SIZE = 16;
const CONCURRENCY = 4;
const LEASE_MS = 120_000;
const IDLE_POLL_MS = 1_000;
const MAX_FOLLOWED_SOURCES = 10_000;

export function createProcessingEngine(options: ProcessingEngineOptions): ProcessingEngine {
  const { db, logger } = options;
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;

  const watcher = createFileWatcher(
    file => {
      void sourcesForFile(db, file)
        .then(keys =>
          keys.length > 0
            ? db
                .updateTable('catalog_sources')
                .set({ next_refresh_at: 0 })
                .where('source_key', 'in', keys)
                .execute()
            : undefined,
        )
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

  /** Reads, writes and answers what to stitch; never throws for a bad source. */
  async function processRow(row: SourceRow, force: boolean): Promise<Set<string>> {
    const outcome = await processSource(await toProcess(row), options.deps, { force });
    if (row.type === 'file') watcher.watch(row.target);
    return db
      .transaction()
      .execute(tx =>
        applySourceOutcome(tx, row, outcome, { now: Date.now(), nextRefreshAt: nextRefreshAt() }),
      );
  }

  async function processBatch(rows: SourceRow[], force: boolean): Promise<Set<string>> {
    const dirty = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        try {
          for (const key of await processRow(row, force)) dirty.add(key);
        } catch (error) {
          logger.error(
            { err: error, source: row.source_key },
            'Processing a catalog source failed',
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
    return dirty;
  }

  async function stitch(dirty: Set<string>) {
    if (dirty.size === 0) return;
    await db.transaction().execute(tx => stitchEntities(tx, dirty, Date.now()));
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
        if (claimed.length > 0) await stitch(await processBatch(claimed, false));
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
      const dirty = new Set<string>();
      while (keys.length > 0 && processed < MAX_FOLLOWED_SOURCES) {
        const rows = (await Promise.all(keys.map(key => getSource(db, key)))).filter(
          (row): row is SourceRow => row !== undefined,
        );
        processed += rows.length;
        for (const key of await processBatch(rows, processOptions.force ?? false)) dirty.add(key);
        if (!processOptions.followChildren) break;
        const children = await db
          .selectFrom('catalog_sources')
          .select('source_key')
          .where('declared_by', 'in', rows.length > 0 ? rows.map(r => r.source_key) : [''])
          .where('content_hash', 'is', null)
          .execute();
        keys = children.map(c => c.source_key);
      }
      await stitch(dirty);
    },
  };
  return engine;
}
