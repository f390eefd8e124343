import { describe, expect, it } from 'vitest';
import { checkCollators, createSink } from './connectCollators';
import { collatorOf, page, testCollatorSetup } from './testCollatorSetup';

describe('collator sinks and checks', () => {
  const search = testCollatorSetup();

  it("let a collator write only its own type's documents", async () => {
    const sink = createSink('pages', await search.start());
    await sink.index([page('mine'), page('theirs', 'other')]);
    expect(await search.keys()).toEqual(['mine']);
    await sink.remove(['mine']);
    expect(await search.keys()).toEqual([]);
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
