import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { HIGHLIGHT_TAGS, type SearchDocument, type SearchEngine } from './SearchEngine';
import { startTestSearchEngine, type TestSearchEngine } from './testSearchEngine';

const { preTag: pre, postTag: post } = HIGHLIGHT_TAGS;

function entity(name: string, extra: Partial<SearchDocument> = {}, fields = {}): SearchDocument {
  return {
    type: 'software-catalog',
    key: `component:default/${name}`,
    title: name,
    text: '',
    location: `/catalog/default/component/${name}`,
    fields: { kind: 'Component', namespace: 'default', name, lifecycle: 'production', ...fields },
    resourceRef: `component:default/${name}`,
    ...extra,
  };
}

const catalog: SearchDocument[] = [
  entity('petstore', { text: 'Sells pets to the public.' }),
  entity('payments-api', { text: 'Takes card payments for the shop.' }, { owner: 'team-payments' }),
  entity('payments', { title: 'Payments', text: 'The payments platform.' }),
  entity('payment-gateway', { text: 'Talks to card networks.' }, { lifecycle: 'experimental' }),
  entity('orderService', { text: 'Keeps the orders.' }, { kind: 'API' }),
  entity('cash_ledger', { text: 'Double-entry bookkeeping.' }),
  entity('team-alpha', { title: 'Team Alpha', text: 'The first team.' }, { kind: 'Group' }),
  {
    type: 'techdocs',
    key: 'default/component/petstore/getting-started',
    title: 'Getting started',
    text: 'Before you begin, make sure the petstore database is running. Then start the server with the usual command and open the shop in a browser window.',
    location: '/docs/default/component/petstore/getting-started/',
    fields: { kind: 'component', namespace: 'default', name: 'petstore', entityTitle: 'Petstore' },
  },
];

const keys = (results: Array<{ document: SearchDocument }>) => results.map(r => r.document.key);
const names = (results: Array<{ document: SearchDocument }>) =>
  results.map(r => r.document.fields.name ?? r.document.key);

describeEachDatabase('search engine', database => {
  let started: TestSearchEngine;
  let engine: SearchEngine;
  const search = (
    term: string,
    more: { types?: string[]; filters?: Record<string, string[]> } = {},
  ) => engine.query({ term, limit: 25, ...more });

  beforeAll(async () => {
    started = await startTestSearchEngine(database);
    engine = started.engine;
  });
  afterAll(() => started?.destroy());
  beforeEach(async () => {
    await engine.replaceType(
      'software-catalog',
      batches(catalog.filter(d => d.type === 'software-catalog')),
    );
    await engine.replaceType('techdocs', batches(catalog.filter(d => d.type === 'techdocs')));
  });

  it('puts the exact name first, then names starting with the term, then other matches', async () => {
    const results = await search('payments');
    expect(names(results).slice(0, 2)).toEqual(['payments', 'payments-api']);
    expect(names(results)).toContain('payment-gateway');
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score);
    expect(names(await search('payments api'))[0]).toBe('payments-api');
    expect(names(await search('Payments-API'))[0]).toBe('payments-api');
  });

  it('finds prefixes and infixes', async () => {
    expect(names(await search('ets'))).toEqual(expect.arrayContaining(['petstore']));
    // One or two letters match only where a word starts.
    expect(names(await search('pa'))).toEqual(
      expect.arrayContaining(['payments', 'payments-api', 'payment-gateway']),
    );
    expect(names(await search('et'))).toEqual([]);
    // `Service` of orderService, `Sells` of petstore's text and its docs page.
    expect(names(await search('se'))).toEqual(['orderService', 'petstore', 'petstore']);
    expect(
      names(await search('pay'))
        .slice(0, 3)
        .sort(),
    ).toEqual(['payment-gateway', 'payments', 'payments-api']);
  });

  it('forgives one typo in a long word, but not in a short one', async () => {
    expect(names(await search('paymnets'))).toEqual(
      expect.arrayContaining(['payments', 'payments-api']),
    );
    expect(names(await search('petstroe'))).toContain('petstore');
    expect(await search('paymnetz')).toEqual([]);
    expect(await search('pwt')).toEqual([]);
  });

  it('looks for no typo in a word typed right, or being typed', async () => {
    await engine.index([entity('rider-app'), entity('rides-api')]);
    expect(names(await search('rides'))).toEqual(['rides-api']);
    expect(names(await search('rider'))).toEqual(['rider-app']);
    // 'ridse' is no word: both neighbours are offered.
    expect(names(await search('ridse'))).toEqual(['rides-api']);
    // Its singular is a word somewhere: that word is found, not every word starting with it.
    await engine.index([entity('bike-hire', { text: 'Book a ride.' })]);
    expect(names(await search('rides'))).toEqual(['rides-api', 'bike-hire']);
    // 'payme' starts 'payments': only what starts so, not 'payee' one edit away.
    await engine.index([entity('payee-registry')]);
    expect(names(await search('payme'))).not.toContain('payee-registry');
    expect(names(await search('paymet'))).toEqual(expect.arrayContaining(['payments']));
  });

  it('forgets the words of removed documents at the next full pass', async () => {
    await engine.index([entity('paymnets-typo-fixture')]);
    // The misspelt name is a word of the index now: typed, it is taken as meant.
    expect(names(await search('paymnets'))).toEqual(['paymnets-typo-fixture']);
    await engine.replaceType(
      'software-catalog',
      batches(catalog.filter(d => d.type === 'software-catalog')),
    );
    expect(names(await search('paymnets'))).toEqual(
      expect.arrayContaining(['payments', 'payments-api']),
    );
  });

  it('finds kebab-case, snake_case and camelCase names by their words', async () => {
    expect(names(await search('api'))).toContain('payments-api');
    expect(names(await search('order'))[0]).toBe('orderService');
    expect(names(await search('service'))).toContain('orderService');
    expect(names(await search('ledger'))[0]).toBe('cash_ledger');
    expect(names(await search('cash ledger'))[0]).toBe('cash_ledger');
  });

  it('does not match unrelated words', async () => {
    expect(await search('tech')).toEqual([]);
    expect(names(await search('team'))).toContain('team-alpha');
  });

  it('requires every word, each in any of title, text and searched fields', async () => {
    expect(names(await search('card shop'))).toEqual(['payments-api']);
    expect(names(await search('gateway networks'))).toEqual(['payment-gateway']);
    expect(await search('petstore bookkeeping')).toEqual([]);
    // `kind` is searched: the word finds the group by it.
    expect(names(await search('group alpha'))).toEqual(['team-alpha']);
  });

  it('restricts to types and to filter values, ignoring case', async () => {
    expect(keys(await search('petstore', { types: ['techdocs'] }))).toEqual([
      'default/component/petstore/getting-started',
    ]);
    expect(names(await search('pay', { filters: { lifecycle: ['EXPERIMENTAL'] } }))).toEqual([
      'payment-gateway',
    ]);
    expect(
      names(await search('pay', { filters: { lifecycle: ['experimental', 'Production'] } })),
    ).toHaveLength(3);
    expect(await search('pay', { filters: { owner: ['nobody'] } })).toEqual([]);
    expect(await search('petstore', { types: ['nothing'] })).toEqual([]);
  });

  it('lists documents in a stable order for an empty term', async () => {
    const all = await search('   ', { types: ['software-catalog'] });
    expect(names(all)).toEqual([
      'cash_ledger',
      'orderService',
      'payment-gateway',
      'payments',
      'payments-api',
      'petstore',
      'team-alpha',
    ]);
    expect(await engine.query({ term: '', limit: 2 })).toHaveLength(2);
  });

  it('respects the limit', async () => {
    expect(await engine.query({ term: 'pay', limit: 1 })).toHaveLength(1);
    expect(await engine.query({ term: 'pay', limit: 0 })).toEqual([]);
    expect(await engine.query({ term: 'pay', limit: -5 })).toEqual([]);
  });

  it('wraps the matched words in the highlight tags, with a bounded snippet of the text', async () => {
    const [api] = await search('payments api');
    expect(api!.highlight).toEqual({
      title: `${pre}payments${post}-${pre}api${post}`,
      name: `${pre}payments${post}-${pre}api${post}`,
      text: `Takes card ${pre}payments${post} for the shop.`,
    });
    const [docs] = await search('browser', { types: ['techdocs'] });
    const text = docs!.highlight.text!;
    expect(text).toContain(`${pre}browser${post}`);
    expect(text.startsWith('…')).toBe(true);
    expect(text.replaceAll(pre, '').replaceAll(post, '').length).toBeLessThanOrEqual(202);
    expect(docs!.highlight.title).toBeUndefined();
    const [typo] = await search('petstroe', { types: ['software-catalog'] });
    expect(typo!.highlight.title).toBe(`${pre}petstore${post}`);
    const [camel] = await search('service');
    expect(camel!.highlight.name).toBe(`order${pre}Service${post}`);
  });

  it('replaces a document, removes documents, and a full pass drops those it did not name', async () => {
    await engine.index([entity('petstore', { title: 'Pet Shop', text: 'Renamed.' })]);
    const [shop] = await search('shop');
    expect(shop!.document).toMatchObject({ title: 'Pet Shop', text: 'Renamed.' });
    expect(await search('sells')).toEqual([]);

    await engine.remove('software-catalog', ['component:default/petstore', 'no-such-key']);
    expect(names(await search('petstore'))).toEqual(['petstore']); // the docs page only
    expect((await search('petstore'))[0]!.document.type).toBe('techdocs');

    await engine.replaceType('software-catalog', batches([entity('cash_ledger')]));
    expect(names(await search('', { types: ['software-catalog'] }))).toEqual(['cash_ledger']);
    expect(await search('', { types: ['techdocs'] })).toHaveLength(1);
  });

  it('keeps the last of several versions given at once, and keeps document fields', async () => {
    await engine.index([entity('dup', { text: 'first' }), entity('dup', { text: 'second' })]);
    const results = await search('dup');
    expect(results).toHaveLength(1);
    expect(results[0]!.document).toEqual(entity('dup', { text: 'second' }));
  });

  it('takes the same documents from several writers at once, as replicas send them', async () => {
    const versions = [1, 2, 3, 4].map(n =>
      catalog
        .filter(d => d.type === 'software-catalog')
        .map(d => ({ ...d, text: `${d.text} version${n}` }))
        .reverse(),
    );
    await Promise.all(versions.map(documents => engine.index(documents)));
    const all = await search('', { types: ['software-catalog'] });
    expect(all).toHaveLength(7);
    const versionOf = (d: SearchDocument) => d.text.slice(-1);
    expect(new Set(all.map(r => versionOf(r.document))).size).toBe(1);
    expect(await search(`version${versionOf(all[0]!.document)}`)).toHaveLength(7);
  });

  it('never fails and never matches everything on hostile terms', async () => {
    const hostile = [
      '"',
      "'; drop table search_documents; --",
      'NEAR(a b)',
      '* OR *',
      '-',
      ':',
      'title:petstore',
      '%',
      '_',
      '\\',
      '🔥🔥',
      '() AND OR NOT',
      'a'.repeat(10_000),
      'pet '.repeat(3000),
      '\u0000',
    ];
    for (const term of hostile) {
      const results = await search(term);
      expect(results.length, term.slice(0, 40)).toBeLessThan(catalog.length);
    }
    expect(names(await search('"petstore"'))).toContain('petstore');
    expect(names(await search('title:petstore'))).toEqual([]);
    expect(names(await search('petstore*'))).toContain('petstore');
    expect(await search('')).toHaveLength(catalog.length);
  });

  it('takes hostile filters, types and documents as plain values', async () => {
    const odd = "x'); drop table search_fields; --\u0000%_\\";
    expect(await search('pay', { filters: { [odd]: [odd] } })).toEqual([]);
    expect(await search('pay', { filters: { lifecycle: [odd, 'experimental'] } })).toHaveLength(1);
    expect(await search('pay', { types: [odd] })).toEqual([]);
    await engine.index([
      entity('nul\u0000name', { title: 'Odd \u0000 one \ud800 🔥', text: 'it\'s 100% "odd"' }),
    ]);
    const [found] = await search('odd');
    expect(found!.document).toMatchObject({
      key: 'component:default/nulname',
      title: 'Odd  one \ufffd 🔥',
    });
    // Keys equal once NUL is removed are one document.
    await engine.index([entity('nulname', { title: 'Odd again' })]);
    expect(names(await search('odd'))).toEqual(['nulname']);
    await engine.remove('software-catalog', ['component:default/nul\u0000name']);
    expect(await search('odd')).toEqual([]);
  });

  it('indexes 10,000 documents in one pass', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      entity(`service-${i}`, { text: `Handles the ${i % 2 ? 'orders' : 'refunds'} of shop ${i}.` }),
    );
    const started = performance.now();
    await engine.replaceType('software-catalog', batches(many, 1000));
    const seconds = (performance.now() - started) / 1000;
    console.log(`search (${database}): indexed 10,000 documents in ${seconds.toFixed(2)} s`);
    expect(names(await search('service 4242'))[0]).toBe('service-4242');
    expect(await engine.query({ term: 'refunds', limit: 10 })).toHaveLength(10);
  });
});

async function* batches(documents: SearchDocument[], size = 3): AsyncIterable<SearchDocument[]> {
  for (let i = 0; i < documents.length; i += size) yield documents.slice(i, i + size);
}
