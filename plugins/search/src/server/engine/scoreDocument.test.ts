import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './SearchEngine';
import { generateCatalog } from './relevance/generateCatalog';
import { bestScoreOutsideNames, scoreDocument, type TypoAlternatives } from './scoreDocument';
import { analyzeTerm } from './text/analyzeTerm';
import { toDocumentRow } from './toDocumentRow';

function scored(document: SearchDocument) {
  const row = toDocumentRow(document).document;
  const fields = JSON.parse(row.fields) as Record<string, string>;
  return { ...row, fields: () => fields };
}

/** Whether every word (or one of its alternatives) is somewhere in the title's or name's words. */
function allInNames(names: string, term: string, alternatives: TypoAlternatives) {
  return analyzeTerm(term)
    .words.filter(word => word.infix)
    .every(word =>
      [word.text, ...(alternatives.get(word.text) ?? [])].some(t => names.includes(t)),
    );
}

const orderService: SearchDocument = {
  type: 'software-catalog',
  key: 'component:default/orderservice',
  title: 'Order Service',
  text: 'Takes payments through the gateway.',
  location: '/catalog/default/component/orderService',
  fields: { name: 'orderService', entityTitle: 'Payments', kind: 'Component', type: 'service' },
};

describe('bestScoreOutsideNames', () => {
  it('is reached but not passed by a word exact in the fields and one exact in both names', () => {
    const term = analyzeTerm('payments order');
    const score = scoreDocument(scored(orderService), term, new Map())!;
    expect(score).toBeLessThanOrEqual(bestScoreOutsideNames(term));
    expect(score).toBeGreaterThan(bestScoreOutsideNames(term) - 1);
  });

  it('bounds a word found inside the name only across a camelCase boundary', () => {
    const term = analyzeTerm('rserv order');
    const document = scored(orderService);
    expect(allInNames(document.names, 'rserv', new Map())).toBe(false);
    const score = scoreDocument(document, term, new Map())!;
    expect(score).toBeGreaterThan(1000);
    expect(score).toBeLessThanOrEqual(bestScoreOutsideNames(term));
  });

  it('bounds every generated document missing a word of the term in its names', () => {
    const documents = generateCatalog().map(scored);
    const words = [
      ...new Set(documents.flatMap(document => document.words.trim().split(' '))),
    ].filter(word => word.length >= 3);
    const alternatives: TypoAlternatives = new Map([['paymnts', ['payments']]]);
    const terms = ['paymnts', ...words.slice(0, 60)].flatMap((first, index) => [
      first,
      `${first} ${words[(index * 7) % words.length]}`,
    ]);
    let checked = 0;
    for (const text of terms) {
      const term = analyzeTerm(text);
      const bound = bestScoreOutsideNames(term);
      for (const document of documents) {
        if (allInNames(document.names, text, alternatives)) continue;
        const score = scoreDocument(document, term, alternatives);
        if (score === undefined) continue;
        checked++;
        expect(score, `${text} in ${document.key}`).toBeLessThanOrEqual(bound);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
