import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ResponseError } from '@backstage/errors';
import type {
  SearchQuery as BackstageSearchQuery,
  SearchResultSet as BackstageSearchResultSet,
} from '@backstage/plugin-search-common';
import qs from 'qs';
import { DENY } from '@atrium/model';
import { describeEachDatabase, mockUserToken } from '@atrium/server-core/testing';
import type { SearchResultSet } from '../shared';
import { HIGHLIGHT_TAGS, type SearchDocument } from './engine/SearchEngine';
import { encodePageCursor } from './request/pageCursor';
import {
  CONDITIONAL_READ,
  createTestCollator,
  startSearchServer,
  type SearchTestServer,
  type TestCollator,
} from './testing/startSearchServer';

function entity(
  name: string,
  fields: Record<string, string> = {},
  kind = 'Component',
): SearchDocument {
  const ref = `${kind.toLowerCase()}:default/${name}`;
  return {
    type: 'software-catalog',
    key: ref,
    title: name,
    text: fields.description ?? `The ${name} ${kind.toLowerCase()}`,
    location: `/catalog/default/${kind.toLowerCase()}/${name}`,
    fields: {
      kind,
      namespace: 'default',
      name,
      lifecycle: 'production',
      owner: 'team-a',
      ...fields,
    },
    resourceRef: ref,
  };
}

function docsPage(entityName: string, path: string, title: string, withRef = true): SearchDocument {
  const ref = `component:default/${entityName}`;
  return {
    type: 'techdocs',
    key: `${ref}#${path}`,
    title,
    text: `${title} explained step by step`,
    location: `/docs/default/component/${entityName}/${path}`,
    fields: {
      entityTitle: entityName,
      path,
      kind: 'component',
      namespace: 'default',
      name: entityName,
    },
    ...(withRef && { resourceRef: ref }),
  };
}

const limited = mockUserToken({
  userEntityRef: 'user:default/limited',
  ownershipEntityRefs: ['user:default/limited'],
});
const nobody = mockUserToken({
  userEntityRef: 'user:default/nobody',
  ownershipEntityRefs: ['user:default/nobody'],
});

describeEachDatabase('search API', database => {
  let server: SearchTestServer;
  let catalog: TestCollator;
  let docs: TestCollator;

  const query = (queryString: string, token?: string) =>
    server.json<SearchResultSet>(`/api/search/query?${queryString}`, { token });
  const titles = (answer: { body: SearchResultSet }) =>
    answer.body.results.map(result => result.document.title);

  beforeAll(async () => {
    catalog = createTestCollator('software-catalog');
    // A full pass every second, so the test sees one without waiting an hour.
    docs = createTestCollator('techdocs', 1_000);
    const broken = {
      type: 'broken',
      // eslint-disable-next-line require-yield
      async *documents(): AsyncIterable<readonly SearchDocument[]> {
        throw new Error('the source is down');
      },
      onChange() {
        throw new Error('cannot listen');
      },
    };
    server = await startSearchServer({
      database,
      collators: [catalog.collator, docs.collator, broken],
      config: { search: { engine: database === 'pg' ? 'postgres' : 'sqlite' } },
    });
    await vi.waitFor(() => catalog.sink(), { timeout: 5_000 });
    // After the first full pass the catalog's documents reach the index only through the sink.
    await vi.waitFor(() => expect(catalog.passes).toBeGreaterThan(0), { timeout: 10_000 });
    await catalog.put(
      entity('payments-api', { type: 'service', displayName: 'Payments API' }),
      entity('payments-worker', { type: 'service', lifecycle: 'experimental' }),
      entity('secret-payments', { type: 'service', owner: 'team-b' }),
      entity('payments-rest', { type: 'openapi' }, 'API'),
      entity('ledger', { type: 'library' }),
    );
    await docs.put(
      docsPage('payments-api', 'index', 'Payments overview'),
      docsPage('secret-payments', 'index', 'Secret payments runbook'),
      docsPage('handbook', 'payments', 'Payments handbook', false),
    );
  }, 30_000);
  afterAll(() => server?.stop());

  it("answers Backstage's result set, with the document's fields, rank and highlights", async () => {
    const answer = await query(
      'term=payments-api&types[0]=software-catalog&filters[kind]=component',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      results: [
        {
          type: 'software-catalog',
          document: {
            title: 'payments-api',
            text: 'The payments-api component',
            location: '/catalog/default/component/payments-api',
            kind: 'Component',
            namespace: 'default',
            name: 'payments-api',
            lifecycle: 'production',
            owner: 'team-a',
            type: 'service',
            displayName: 'Payments API',
          },
          rank: 1,
          highlight: {
            preTag: HIGHLIGHT_TAGS.preTag,
            postTag: HIGHLIGHT_TAGS.postTag,
            fields: expect.objectContaining({
              title: expect.stringContaining(`${HIGHLIGHT_TAGS.preTag}payments`),
            }),
          },
        },
      ],
      numberOfResults: 1,
    });
  });

  /**
   * Backstage's `SearchClient` puts `qs.stringify(query)` after `<search base>/query`, reads the
   * JSON of an OK answer, and turns any other into a `ResponseError` read from the body.
   */
  async function backstageClientQuery(
    request: BackstageSearchQuery,
  ): Promise<BackstageSearchResultSet> {
    const response = await server.request(`/api/search/query?${qs.stringify(request)}`);
    if (!response.ok) throw await ResponseError.fromResponse(response);
    const answer = (await response.json()) as SearchResultSet;
    // Atrium's answer type is Backstage's: this line does not compile otherwise.
    const typed: BackstageSearchResultSet = answer;
    return typed;
  }

  it("serves Backstage's search client: its encoding of types, filters and cursors, and its errors", async () => {
    const asked: BackstageSearchQuery = {
      term: 'payments',
      types: ['software-catalog'],
      filters: { kind: 'Component', lifecycle: ['production', 'experimental'] },
      pageLimit: 2,
    };
    const whole = await backstageClientQuery({ ...asked, pageLimit: 25 });
    expect(whole.results.map(result => result.document.title).sort()).toEqual([
      'payments-api',
      'payments-worker',
      'secret-payments',
    ]);
    const paged: string[] = [];
    let pageCursor: string | undefined;
    do {
      const page = await backstageClientQuery({ ...asked, pageCursor });
      expect(page.numberOfResults).toBe(3);
      expect(page.results.every(result => result.type === 'software-catalog')).toBe(true);
      paged.push(...page.results.map(result => result.document.title));
      pageCursor = page.nextPageCursor;
    } while (pageCursor);
    expect(paged).toEqual(whole.results.map(result => result.document.title));

    const refused = await backstageClientQuery({
      term: 'payments',
      pageCursor: 'not-a-cursor',
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ResponseError);
    expect((refused as ResponseError).statusCode).toBe(400);
    expect((refused as ResponseError).body.error).toMatchObject({
      name: 'InputError',
      message: expect.stringMatching(/pageCursor/),
    });
  });

  it('answers every type unless types restrict it, in any spelling of the list', async () => {
    const all = await query('term=payments');
    expect(new Set(all.body.results.map(result => result.type))).toEqual(
      new Set(['software-catalog', 'techdocs']),
    );
    expect(titles(all)[0]).toBe('payments-api');
    for (const types of ['types=techdocs', 'types[]=techdocs', 'types%5B0%5D=techdocs']) {
      const answer = await query(`term=payments&${types}`);
      expect(answer.status, types).toBe(200);
      expect(
        answer.body.results.map(result => result.type),
        types,
      ).toEqual(Array(3).fill('techdocs'));
    }
    const both = await query('term=payments&types=techdocs&types=software-catalog');
    expect(both.body.numberOfResults).toBe(all.body.numberOfResults);
  });

  it('filters on fields, any of repeated values, without regard to case', async () => {
    const services = await query('term=payments&filters[type]=service');
    expect(titles(services).sort()).toEqual(['payments-api', 'payments-worker', 'secret-payments']);
    const anyOf = await query(
      'term=payments&filters[lifecycle][0]=experimental&filters[kind][0]=component&filters[kind][1]=API',
    );
    expect(titles(anyOf)).toEqual(['payments-worker']);
    const owner = await query('filters[owner]=TEAM-B');
    expect(titles(owner)).toEqual(['secret-payments']);
    const docsOfEntity = await query(
      'term=payments&types=techdocs&filters[kind]=component&filters[namespace]=default&filters[name]=payments-api',
    );
    expect(titles(docsOfEntity)).toEqual(['Payments overview']);
  });

  it('pages with cursors: ranks run across pages and the count covers all', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      entity(`paging-${String(i).padStart(2, '0')}`),
    );
    await catalog.put(...many);
    const seen: string[] = [];
    let cursor: string | undefined;
    const pages: SearchResultSet[] = [];
    do {
      const answer = await query(
        `term=paging&pageLimit=12${cursor ? `&pageCursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.numberOfResults).toBe(30);
      expect(answer.body.results.map(result => result.rank)).toEqual(
        answer.body.results.map((_, index) => seen.length + index + 1),
      );
      seen.push(...titles(answer));
      pages.push(answer.body);
      cursor = answer.body.nextPageCursor;
    } while (cursor !== undefined);
    expect(pages.map(page => page.results.length)).toEqual([12, 12, 6]);
    expect(new Set(seen).size).toBe(30);
    expect(pages[0]?.previousPageCursor).toBeUndefined();
    expect(pages[1]?.nextPageCursor).toBe(encodePageCursor(24));
    expect(pages[2]?.previousPageCursor).toBe(encodePageCursor(12));
    const back = await query(
      `term=paging&pageLimit=12&pageCursor=${encodeURIComponent(pages[1]?.previousPageCursor ?? '')}`,
    );
    expect(back.body).toEqual(pages[0]);
    const defaultPage = await query('term=paging');
    expect(defaultPage.body.results).toHaveLength(25);
    const beyond = await query(`term=paging&pageCursor=${encodePageCursor(500)}`);
    expect(beyond.body).toMatchObject({ results: [], numberOfResults: 30 });
    await catalog.drop(...many.map(document => document.key));
  });

  it('shows nobody an entity or its docs they may not read, and counts only readable ones', async () => {
    const everything = await query('term=payments');
    expect(titles(everything)).toContain('secret-payments');
    expect(titles(everything)).toContain('Secret payments runbook');

    server.permissions.decisions.set('user:default/limited', CONDITIONAL_READ);
    server.permissions.deniedRefs.add('component:default/secret-payments');
    const callsBefore = server.permissions.authorizeCalls.length;
    const limitedAnswer = await query('term=payments&pageLimit=2', limited);
    // One batch of decisions for the whole query, one item per entity.
    expect(server.permissions.authorizeCalls.length).toBe(callsBefore + 1);
    const items = server.permissions.authorizeCalls.at(-1) ?? [];
    expect(new Set(items.map(item => item.resourceRef)).size).toBe(items.length);
    expect(limitedAnswer.body.numberOfResults).toBe((everything.body.numberOfResults ?? 0) - 2);
    const allLimited = await query('term=payments&pageLimit=100', limited);
    expect(titles(allLimited)).not.toContain('secret-payments');
    expect(titles(allLimited)).not.toContain('Secret payments runbook');
    expect(allLimited.body.results.map(result => result.rank)).toEqual(
      allLimited.body.results.map((_, index) => index + 1),
    );

    server.permissions.decisions.set('user:default/nobody', DENY);
    const nobodyAnswer = await query('term=payments', nobody);
    // Only what belongs to no entity.
    expect(nobodyAnswer.body).toMatchObject({ numberOfResults: 1 });
    expect(titles(nobodyAnswer)).toEqual(['Payments handbook']);
  });

  it("makes a collator's changes searchable within 2 s, and removals too", async () => {
    await catalog.put(entity('fresh-checkout', { type: 'service' }));
    await vi.waitFor(
      async () => expect(titles(await query('term=checkout'))).toEqual(['fresh-checkout']),
      { timeout: 2_000, interval: 50 },
    );
    await catalog.put(entity('fresh-checkout', { type: 'service', owner: 'team-c' }));
    await vi.waitFor(
      async () => expect(titles(await query('filters[owner]=team-c'))).toEqual(['fresh-checkout']),
      { timeout: 2_000, interval: 50 },
    );
    await catalog.drop('component:default/fresh-checkout');
    await vi.waitFor(
      async () => expect((await query('term=checkout')).body.numberOfResults).toBe(0),
      { timeout: 2_000, interval: 50 },
    );
  });

  it('ignores documents a collator gives under another type', async () => {
    await catalog.sink().index([{ ...docsPage('stray', 'index', 'Stray page'), type: 'techdocs' }]);
    expect((await query('term=stray')).body.numberOfResults).toBe(0);
  });

  it('repairs the index with scheduled full passes', async () => {
    // Known to the collator but never told to the index: only a full pass brings it.
    const quiet = docsPage('quiet', 'index', 'Quietly added guide', false);
    docs.documents.set(quiet.key, quiet);
    await vi.waitFor(
      async () => expect(titles(await query('term=quietly'))).toEqual(['Quietly added guide']),
      { timeout: 10_000, interval: 100 },
    );
    docs.documents.delete(quiet.key);
    await vi.waitFor(
      async () => expect((await query('term=quietly')).body.numberOfResults).toBe(0),
      { timeout: 10_000, interval: 100 },
    );
  }, 25_000);

  it('keeps answering when a collator fails', async () => {
    const answer = await query('types=broken');
    expect(answer).toMatchObject({ status: 200, body: { results: [], numberOfResults: 0 } });
    expect((await query('term=ledger')).status).toBe(200);
  });

  it('answers 400 InputError naming the bad parameter', async () => {
    const cases: Array<[string, RegExp]> = [
      ['pageCursor=not-a-cursor', /pageCursor/],
      [`pageCursor=${Buffer.from('abc').toString('base64')}`, /pageCursor/],
      ['filters=component', /filter 'filters'/],
      ['filters[kind=component', /filter 'filters\[kind'/],
      ['pageLimit=0', /pageLimit/],
      ['pageLimit=101', /pageLimit: 101/],
      ['pageLimit=ten', /pageLimit/],
      ['types=nonsense', /unknown type 'nonsense'/],
      ['term=a&term=b', /term/],
    ];
    for (const [queryString, message] of cases) {
      const { status, body } = await server.json<{ error: { name: string; message: string } }>(
        `/api/search/query?${queryString}`,
      );
      expect(status, queryString).toBe(400);
      expect(body.error.name, queryString).toBe('InputError');
      expect(body.error.message, queryString).toMatch(message);
    }
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await server.json<{ error: { name: string } }>(
      '/api/search/query?term=payments',
      { token: null },
    );
    expect(status).toBe(401);
    expect(body.error.name).toBe('AuthenticationError');
  });
});
