import { afterEach } from 'vitest';
import type { SearchCollator } from '../../node';
import type { SearchDocument, SearchEngine } from '../engine/SearchEngine';
import { startTestSearchEngine, type TestSearchEngine } from '../engine/testSearchEngine';

/** A document whose title holds `guide`, the term `keys()` searches for. */
export function page(key: string, type = 'pages'): SearchDocument {
  return { type, key, title: `${key} guide`, text: '', location: `/${key}`, fields: {} };
}

/** A `pages` collator whose full pass yields the batches in order and throws at an Error. */
export function collatorOf(batches: Array<SearchDocument[] | Error>): SearchCollator {
  return {
    type: 'pages',
    async *documents() {
      for (const batch of batches) {
        if (batch instanceof Error) throw batch;
        yield batch;
      }
    },
  };
}

export interface CollatorTestEngine {
  /** A SQLite search engine for the running test, destroyed after it. */
  start(): Promise<SearchEngine>;
  /** The keys of the indexed documents `page()` made, sorted. */
  keys(): Promise<string[]>;
}

/** Call inside a `describe`: the engine a collator test writes to, and what it then holds. */
export function testCollatorSetup(): CollatorTestEngine {
  let started: TestSearchEngine | undefined;
  afterEach(async () => {
    await started?.destroy();
    started = undefined;
  });
  return {
    async start() {
      started = await startTestSearchEngine('sqlite');
      return started.engine;
    },
    async keys() {
      if (!started) throw new Error('start() the search engine first');
      const candidates = await started.engine.query({ term: 'guide', limit: 100 });
      return candidates.map(candidate => candidate.document.key).sort();
    },
  };
}
