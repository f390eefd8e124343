import { afterEach, describe, expect, it } from 'vitest';
import type { SearchCollator } from '../../node';
import type { SearchDocument } from '../engine/SearchEngine';
import { startTestSearchEngine, type TestSearchEngine } from '../engine/testSearchEngine';
import { checkCollators, createSink } from './connectCollators';

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

describe('collator sinks and checks', () => {
  let test: TestSearchEngine | undefined;
  afterEach(() => test?.destroy());

  const keys = async () =>
    (await test!.engine.query({ term: 'guide', limit: 100 })).map(c => c.document.key).sort();

  it("let a collator write only its own type's documents", async () => {
    test = await startTestSearchEngine('sqlite');
    const sink = createSink('pages', test.engine);
    await sink.index([page('mine'), page('theirs', 'other')]);
    expect(await keys()).toEqual(['mine']);
    await sink.remove(['mine']);
    expect(await keys()).toEqual([]);
  });

  it('refuse collators without a type or sharing one', () => {
    expect(() =>
      checkCollators([collatorOf([]), { ...collatorOf([]), type: 'other' }]),
    ).not.toThrow();
    expect(() => checkCollators([collatorOf([]), collatorOf([])])).toThrow(/type 'pages'/);
    expect(() => checkCollators([{ ...collatorOf([]), type: ' ' }])).toThrow(/no document type/);
    for (const refreshIntervalMs of [0, -1, Number.NaN, 2 ** 40]) {
      expect(() => checkCollators([{ ...collatorOf([]), refreshIntervalMs }])).toThrow(
        /'pages' has an invalid refreshIntervalMs/,
      );
    }
  });
});
