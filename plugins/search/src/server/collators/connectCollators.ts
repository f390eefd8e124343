import type { Logger } from '@atrium/server-core';
import type { SearchCollator, SearchIndexSink } from '../../node/searchCollators';
import type { SearchDocument, SearchEngine } from '../engine/SearchEngine';

/**
 * Every collator's type must differ: a full pass of one type removes the documents its collator
 * did not give, so two collators of one type would erase each other's. Intervals must be ones a
 * timer can keep (under 2^31 ms).
 */
export function checkCollators(collators: readonly SearchCollator[]): void {
  const seen = new Set<string>();
  for (const { type, refreshIntervalMs } of collators) {
    if (typeof type !== 'string' || type.trim() === '') {
      throw new Error('A search collator has no document type');
    }
    if (seen.has(type)) throw new Error(`Two search collators give documents of type '${type}'`);
    if (
      refreshIntervalMs !== undefined &&
      !(refreshIntervalMs >= 1 && refreshIntervalMs < 2 ** 31)
    ) {
      throw new Error(`The search collator of type '${type}' has an invalid refreshIntervalMs`);
    }
    seen.add(type);
  }
}

/** Hands each collator its sink, so its changes reach the index as they happen. */
export function connectCollators(
  collators: readonly SearchCollator[],
  engine: SearchEngine,
  logger: Logger,
): void {
  for (const collator of collators) {
    try {
      collator.onChange?.(createSink(collator.type, engine));
    } catch (error) {
      logger.error({ err: error, type: collator.type }, 'A search collator failed to connect');
    }
  }
}

/** A collator writes only its own type: documents of another type are left out. */
export function createSink(type: string, engine: SearchEngine): SearchIndexSink {
  const ofType = (documents: readonly SearchDocument[]) =>
    documents.filter(document => document.type === type);
  return {
    async index(documents) {
      const own = ofType(documents);
      if (own.length > 0) await engine.index(own);
    },
    async remove(keys) {
      if (keys.length > 0) await engine.remove(type, keys);
    },
  };
}
