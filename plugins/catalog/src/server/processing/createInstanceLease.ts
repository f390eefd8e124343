import { randomUUID } from 'node:crypto';
import type { DatabaseEngine, Logger } from '@atrium/server-core';
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
  /** Resolves once the instance is registered and the leases of gone instances are freed. */
  ready(): Promise<void>;
  /** Stops beating and gives back every lease this instance holds. */
  stop(): Promise<void>;
}

export function createInstanceLease(options: InstanceLeaseOptions): InstanceLease {
  const { db, engine, logger } = options;
  const id = randomUUID();
  let started: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

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

  let beating = false;
  async function beat() {
    // A beat that outlasts the interval (a busy database) is not piled on.
    if (beating) return;
    beating = true;
    try {
      await beatInstance(db, id, { now: Date.now(), leaseMs: options.leaseMs });
      // On SQLite no other process shares the database: only the start has anything to free.
      if (engine === 'pg') await releaseDead();
    } catch (error) {
      logger.warn({ err: error }, 'Catalog instance heartbeat failed');
    } finally {
      beating = false;
    }
  }

  return {
    id,
    ready() {
      started ??= (async () => {
        await registerInstance(db, id, Date.now());
        await releaseDead();
        timer = setInterval(() => void beat(), options.heartbeatMs);
        timer.unref();
      })().catch(error => {
        // Tried again by the next caller (the database may come back).
        started = undefined;
        throw error;
      });
      return started;
    },
    async stop() {
      clearInterval(timer);
      if (!started) return;
      await started.catch(() => undefined);
      await removeInstance(db, id, Date.now());
    },
  };
}
