import type { Entity } from '@atrium/model';
import type { SearchCollator, SearchDocument, SearchIndexSink } from '@atrium/plugin-search/node';
import type { Logger } from '@atrium/server-core';
import type { CatalogDb } from '../store/catalogDb';
import { getFinalsByKeys } from '../store/entityQueries';
import { finalsAfterKey } from '../store/finalsAfterKey';
import { CATALOG_SEARCH_TYPE, catalogSearchDocument } from './catalogSearchDocument';
import { changeSendDelay } from './changeSendDelay';

/** The catalog's search collator, which the catalog tells about its writes. */
export interface CatalogCollator extends SearchCollator {
  /** Gives it the catalog's database, once the catalog sets up (it is contributed before). */
  attach(db: CatalogDb, logger: Logger): void;
  /**
   * Entities written or deleted by a committed write, by entity key: they are read again and
   * indexed or removed shortly after, without holding up the write.
   */
  entitiesChanged(entityKeys: readonly string[]): void;
  /**
   * Stops sending changes. A batch being sent is not waited for: a search that hangs must not
   * hold up the catalog's shutdown.
   */
  close(): void;
}

export interface CatalogCollatorOptions {
  /** Entities read and sent at a time, by the full pass and by change batches. */
  batchSize?: number;
  /** How long changes are gathered before they are sent, so a burst of writes is one batch. */
  delayMs?: number;
}

const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_DELAY_MS = 100;
const collators = new WeakSet<SearchCollator>();

/** Whether this contribution is the catalog's own collator (the catalog finds it in its setup). */
export function isCatalogCollator(collator: SearchCollator): collator is CatalogCollator {
  return collators.has(collator);
}

/**
 * Every entity of every kind as a `software-catalog` document, page by page in key order for the
 * full pass; and the entities each write touched, read again once committed, so the index follows
 * the catalog within moments. A change batch that fails is logged and left to the next full pass.
 */
export function createCatalogCollator(options: CatalogCollatorOptions = {}): CatalogCollator {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const delayMs = options.delayMs ?? DEFAULT_DELAY_MS;
  let store: { db: CatalogDb; logger: Logger } | undefined;
  let sink: SearchIndexSink | undefined;
  let closed = false;
  // Keys only: each batch reads the entities as they are when it is sent, so batches sent one
  // after the other always leave the index with the latest version, whatever order writes took.
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> | undefined;

  let lastChangeAt = 0;
  let heldSince: number | undefined;

  /** How long the pending changes should still wait; a burst starts its hold here. */
  function holdFor(): number {
    if (pending.size <= batchSize) heldSince = undefined;
    else heldSince ??= Date.now();
    return changeSendDelay({
      pending: pending.size,
      batchSize,
      delayMs,
      lastChangeAt,
      heldSince,
      now: Date.now(),
    });
  }

  function schedule() {
    if (timer || sending || closed || pending.size === 0 || !store || !sink) return;
    timer = setTimeout(function fire() {
      // Changes that came meanwhile may prolong the hold of a burst.
      const left = holdFor();
      if (left > delayMs) {
        timer = setTimeout(fire, left);
        return;
      }
      timer = undefined;
      sending = sendPending().finally(() => {
        sending = undefined;
        schedule();
      });
    }, holdFor());
  }

  async function sendPending() {
    while (pending.size > 0 && !closed && store && sink) {
      // A burst that began while sending waits like any other.
      if (holdFor() > delayMs) return;
      const keys: string[] = [];
      for (const key of pending) {
        if (keys.length === batchSize) break;
        keys.push(key);
      }
      for (const key of keys) pending.delete(key);
      try {
        await send(store.db, sink, keys);
      } catch (error) {
        // After close the database may be gone under a batch being read; that is no failure.
        if (!closed)
          store.logger.warn(
            { err: error, entities: keys.length },
            'Could not update the search index for catalog changes',
          );
      }
    }
  }

  async function send(db: CatalogDb, target: SearchIndexSink, keys: string[]) {
    const finals = await getFinalsByKeys(db, keys);
    const documents = [...finals.values()].map(toDocument);
    const gone = keys.filter(key => !finals.has(key));
    if (documents.length > 0) await target.index(documents);
    if (gone.length > 0) await target.remove(gone);
  }

  const collator: CatalogCollator = {
    type: CATALOG_SEARCH_TYPE,
    async *documents() {
      if (!store) throw new Error('The catalog is not set up, so it has no search documents');
      const { db } = store;
      let after: string | undefined;
      for (;;) {
        const rows = await finalsAfterKey(db, after, batchSize);
        if (rows.length > 0) yield rows.map(row => toDocument(row.final));
        if (rows.length < batchSize) return;
        after = rows[rows.length - 1]!.entity_key;
      }
    },
    onChange(target) {
      sink = target;
      schedule();
    },
    attach(db, logger) {
      store = { db, logger };
      schedule();
    },
    entitiesChanged(entityKeys) {
      // Without a search to tell, there is nothing to remember: its first full pass reads all.
      if (!sink || closed) return;
      for (const key of entityKeys) pending.add(key);
      lastChangeAt = Date.now();
      schedule();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
  collators.add(collator);
  return collator;
}

function toDocument(final: string): SearchDocument {
  return catalogSearchDocument(JSON.parse(final) as Entity);
}
