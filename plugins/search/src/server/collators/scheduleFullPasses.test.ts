import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@atrium/server-core';
import type { SearchCollator } from '../../node';
import type { SearchDocument } from '../engine/SearchEngine';
import { startTestSearchEngine, type TestSearchEngine } from '../engine/testSearchEngine';
import { runFullPass } from './scheduleFullPasses';

const logger = createLogger({ level: 'silent' });

function page(key: string, type = 'pages'): SearchDocument {
  return { type, key, title: `${key} guide`, text: '', location: `/${key}`, fields: {} };
}

function collatorOf(batches: Array<SearchDocument[] | Error>): SearchCollator {
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

describe('runFullPass', () => {
  let test: TestSearchEngine | undefined;
  afterEach(() => test?.destroy());

  const keys = async () =>
    (await test!.engine.query({ term: 'guide', limit: 100 })).map(c => c.document.key).sort();

  it('replace the type with what the collator gives, and keep the index when it fails', async () => {
    test = await startTestSearchEngine('sqlite');
    const signal = new AbortController().signal;
    await runFullPass(
      collatorOf([[page('a'), page('b')], [page('c')]]),
      test.engine,
      signal,
      logger,
    );
    expect(await keys()).toEqual(['a', 'b', 'c']);

    await runFullPass(collatorOf([[page('a')], new Error('down')]), test.engine, signal, logger);
    expect(await keys()).toEqual(['a', 'b', 'c']);

    const aborted = new AbortController();
    aborted.abort(new Error('stopping'));
    await runFullPass(collatorOf([[page('a')]]), test.engine, aborted.signal, logger);
    expect(await keys()).toEqual(['a', 'b', 'c']);

    await runFullPass(collatorOf([[page('b')]]), test.engine, signal, logger);
    expect(await keys()).toEqual(['b']);
  });
});
