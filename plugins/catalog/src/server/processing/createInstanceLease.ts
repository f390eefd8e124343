import { randomUUID } from 'node:crypto';
import type { DatabaseEngine, Logger, SchedulerService } from '@atrium/server-core';
import type { CatalogDb } from '../store/catalogDb';
import {
  beatInstance,
  registerInstance,
  releaseDeadInstances,
  removeInstance,
} from '../store/instanceStore';

export interface InstanceLeaseOptions {
  db: CatalogDb;
  engine: DatabaseEngine;
  logger: Logger;
  scheduler: SchedulerService;
  /** How long a lease lasts without being renewed. */
  leaseMs: number;
  heartbeatMs: number;
  /** An instance (PostgreSQL replica) that has not beaten for this long is gone. */
  staleMs: number;
  /** Called when sources of a gone instance became free, e.g. to look for due work at once. */
  onReleased(): void;
}

/** This process as a holder of source leases: who it is, and that it is still alive. */
export interface InstanceLease {
  readonly id: string;
  /** Schedules the heartbeat (and, on PostgreSQL, the look for gone replicas); once only. */
  start(): void;
  /** Resolves once the instance is registered and the leases of gone instances are freed. */
  ready(): Promise<void>;
  /** Stops beating and gives back every lease this instance holds. */
  stop(): Promise<void>;
}

export function createInstanceLease(options: InstanceLeaseOptions): InstanceLease {
  const { db, engine, logger } = options;
  const id = randomUUID();
  let started: Promise<void> | undefined;
  let registered = false;
  let scheduled = false;
  let stopped = false;

  async function releaseDead() {
    const now = Date.now();
    const released = await releaseDeadInstances(db, engine, {
      self: id,
      now,
      staleBefore: now - options.staleMs,
    });
    if (released > 0) {
      logger.info({ sources: released }, 'Took over catalog sources of a stopped instance');
      options.onReleased();
    }
  }

  async function beat() {
    // Not yet registered (ready() does that), or stopped: a beat would register it again.
    if (!registered || stopped) return;
    try {
      await beatInstance(db, id, { now: Date.now(), leaseMs: options.leaseMs });
    } catch (error) {
      logger.warn({ err: error }, 'Catalog instance heartbeat failed');
    }
  }

  async function releaseGone() {
    try {
      await releaseDead();
    } catch (error) {
      logger.warn({ err: error }, 'Could not free the catalog sources of gone instances');
    }
  }

  return {
    id,
    start() {
      if (scheduled) return;
      scheduled = true;
      const every = { frequency: options.heartbeatMs, timeout: options.heartbeatMs };
      // Each replica renews its own leases.
      options.scheduler.scheduleTask({
        id: 'catalog-instance-heartbeat',
        scope: 'local',
        initialDelay: options.heartbeatMs,
        ...every,
        fn: beat,
      });
      // Freeing a gone replica's sources is one replica's job. On SQLite no other process shares
      // the database: only the start (ready) has anything to free.
      if (engine === 'pg') {
        options.scheduler.scheduleTask({
          id: 'catalog-release-gone-instances',
          scope: 'global',
          initialDelay: options.heartbeatMs,
          ...every,
          fn: releaseGone,
        });
      }
    },
    ready() {
      started ??= (async () => {
        await registerInstance(db, id, Date.now());
        await releaseDead();
        registered = true;
      })().catch(error => {
        // Tried again by the next caller (the database may come back).
        started = undefined;
        throw error;
      });
      return started;
    },
    async stop() {
      stopped = true;
      if (!started) return;
      await started.catch(() => undefined);
      await removeInstance(db, id, Date.now());
    },
  };
}
