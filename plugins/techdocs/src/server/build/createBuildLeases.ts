import type { Queue, QueueItem } from '@atrium/server-core';

/** The queue of sites being built: an item per site, keyed by its id; it carries nothing else. */
export type BuildQueue = Queue<null>;

/** The scheduler queue whose items are the docs builds. */
export const BUILD_QUEUE = 'builds';

/** The right to build one site, held by one replica at a time until it lapses. */
export interface BuildLeases {
  /** True when this replica now holds the site's lease: it was free or had lapsed. */
  claim(siteKey: string): Promise<boolean>;
  /** Extends a lease this replica holds, while its build runs. */
  renew(siteKey: string): Promise<void>;
  release(siteKey: string): Promise<void>;
}

export interface BuildLeasesOptions {
  queue: BuildQueue;
  /** Names this replica in the queue's leases. */
  holder: string;
  leaseMs: number;
}

/**
 * Build leases as items of the scheduler's queue, so a site is built by one replica at a time
 * however many serve it. The view that builds enqueues the site and claims that item; a replica
 * that dies mid-build leaves a lease that lapses after `leaseMs`, and the next view builds again.
 * Nothing works the queue: the item lives only while a build holds it or waits for it.
 */
export function createBuildLeases(options: BuildLeasesOptions): BuildLeases {
  const { queue, holder, leaseMs } = options;
  // This replica's claims, by site: heartbeats and completion name the claim, not the site.
  const held = new Map<string, QueueItem<null>>();

  return {
    async claim(siteKey) {
      await queue.enqueue({ key: siteKey, payload: null });
      const item = await queue.claim({ key: siteKey, holder, leaseMs });
      if (!item) return false;
      held.set(siteKey, item);
      return true;
    },

    async renew(siteKey) {
      const item = held.get(siteKey);
      if (item) await queue.heartbeat(item, leaseMs);
    },

    async release(siteKey) {
      const item = held.get(siteKey);
      if (!item) return;
      held.delete(siteKey);
      // A claim that lapsed and was taken over completes nothing: the new holder keeps the item.
      await queue.complete(item);
    },
  };
}
