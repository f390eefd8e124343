import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { SearchCandidate } from '../SearchEngine';
import { startTestSearchEngine, type TestSearchEngine } from '../testSearchEngine';
import { generateCatalog } from './generateCatalog';
import { relevanceCases, type RelevanceCase } from './relevanceCases';

/** The answers of the first engine run, which every other engine must give too. */
const answersByCase = new Map<number, string[]>();

describeEachDatabase('search relevance', database => {
  let started: TestSearchEngine;

  beforeAll(async () => {
    started = await startTestSearchEngine(database);
    await started.engine.index(generateCatalog());
  });
  afterAll(() => started?.destroy());

  it('answers every case of the relevance set', async () => {
    const problems: string[] = [];
    for (const [index, testCase] of relevanceCases.entries()) {
      const results = await started.engine.query({ ...testCase, limit: 25 });
      problems.push(...problemsOf(testCase, results).map(p => `${label(testCase)}: ${p}`));
      const keys = results.map(r => r.document.key);
      const earlier = answersByCase.get(index);
      if (earlier) {
        if (earlier.join() !== keys.join())
          problems.push(`${label(testCase)}: differs between engines`);
      } else {
        answersByCase.set(index, keys);
      }
    }
    expect(problems).toEqual([]);
  });
});

function label(testCase: RelevanceCase): string {
  const more = testCase.types || testCase.filters ? ' (restricted)' : '';
  return `'${testCase.term.slice(0, 30)}'${more}`;
}

function problemsOf(testCase: RelevanceCase, results: SearchCandidate[]): string[] {
  const keys = results.map(r => r.document.key);
  const problems: string[] = [];
  const first = testCase.first ?? [];
  if (keys.slice(0, first.length).join() !== first.join()) {
    problems.push(`starts with ${keys.slice(0, first.length).join(', ')}`);
  }
  for (const key of testCase.top ?? []) {
    if (!keys.slice(0, 10).includes(key)) problems.push(`${key} not in the first ten`);
  }
  for (const key of testCase.absent ?? []) {
    if (keys.includes(key)) problems.push(`${key} answered`);
  }
  if (testCase.atMost !== undefined && keys.length > testCase.atMost) {
    problems.push(`${keys.length} results`);
  }
  for (const result of results) {
    if (testCase.types && !testCase.types.includes(result.document.type)) {
      problems.push(`${result.document.key} of another type`);
    }
    for (const [name, values] of Object.entries(testCase.filters ?? {})) {
      const value = result.document.fields[name]?.toLowerCase();
      if (!values.some(v => v.toLowerCase() === value)) {
        problems.push(`${result.document.key} outside filter ${name}`);
      }
    }
  }
  return problems;
}
