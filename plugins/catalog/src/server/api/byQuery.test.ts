import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { QueryEntitiesResponse } from '../../shared';
import { documents, entityYaml, startCatalogServer } from '../testing/startCatalogServer';
import type { CatalogTestServer } from '../testing/startCatalogServer';
import { errorBody, generatedLocationName, names } from './startOrganisationCatalog';

const COMPONENTS = 45;
const TYPES = ['service', 'website', 'library'] as const;
/** Components with a description mentioning the payment gateway, for full-text search. */
const GATEWAY = new Set([7, 21, 33]);

const pad = (n: number) => String(n).padStart(2, '0');
const componentName = (n: number) => `svc-${pad(n)}`;
const typeOf = (n: number) => TYPES[n % TYPES.length]!;

/** svc-01 … svc-45, types cycling website, library, service; three talk about a gateway. */
const manyComponents = documents(
  ...Array.from({ length: COMPONENTS }, (_, i) => {
    const n = i + 1;
    return entityYaml(
      'Component',
      componentName(n),
      { type: typeOf(n), lifecycle: 'production', owner: n % 2 === 0 ? 'team-even' : 'team-odd' },
      { description: GATEWAY.has(n) ? `Talks to the Payment Gateway (${n})` : `Component ${n}` },
    );
  }),
);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => componentName(from + i));

// GET /entities/by-query (spec 001 §7): default limit, totalItems, cursors, order and full text.
describeEachDatabase('GET /entities/by-query', database => {
  let server: CatalogTestServer;
  let allComponents: string[];

  beforeAll(async () => {
    server = await startCatalogServer({ database, files: { 'many.yaml': manyComponents } });
    const created = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: `${server.dir}/many.yaml` },
    });
    expect(created.status).toBe(201);
    allComponents = range(1, COMPONENTS);
  });
  afterAll(() => server?.stop());

  const query = async (params: string) => {
    const { status, body } = await server.get<QueryEntitiesResponse>(
      `/api/catalog/entities/by-query?${params}`,
    );
    expect(status, params).toBe(200);
    return body;
  };
  const withCursor = (cursor: string, rest = '') =>
    query(`cursor=${encodeURIComponent(cursor)}${rest}`);

  /** Follows nextCursor, sending only the cursor (and `rest`), collecting each page's names. */
  const walk = async (first: string, rest = '') => {
    const pages: Array<Array<string | null>> = [];
    let page = await query(first);
    pages.push(names(page.items));
    while (page.pageInfo.nextCursor) {
      page = await withCursor(page.pageInfo.nextCursor, rest);
      pages.push(names(page.items));
      expect(pages.length).toBeLessThan(20);
    }
    return pages;
  };

  describe('limit and totalItems', () => {
    it('answers 20 items by default when more exist, with the total and a next cursor', async () => {
      const page = await query('filter=kind=component&fields=metadata.name');
      expect(names(page.items)).toEqual(range(1, 20));
      expect(page.totalItems).toBe(COMPONENTS);
      expect(page.pageInfo.nextCursor).toEqual(expect.any(String));
      expect(page.pageInfo.prevCursor).toBeUndefined();
    });

    it('counts every entity without a filter and only the matching ones with one', async () => {
      expect((await query('limit=1')).totalItems).toBe(COMPONENTS + 1);
      expect((await query('limit=1&filter=spec.type=WEBSITE')).totalItems).toBe(15);
      expect(
        (await query('limit=1&filter=spec.type=website&filter=spec.type=library')).totalItems,
      ).toBe(30);
      expect((await query('limit=1&filter=kind=component,spec.type=nothing')).totalItems).toBe(0);
    });

    it('answers only totalItems for limit=0', async () => {
      expect(await query('limit=0')).toEqual({
        items: [],
        totalItems: COMPONENTS + 1,
        pageInfo: {},
      });
    });

    it('starts at offset', async () => {
      const page = await query('filter=kind=component&offset=40');
      expect(names(page.items)).toEqual(range(41, 45));
      expect(page.pageInfo.nextCursor).toBeUndefined();
      expect(page.pageInfo.prevCursor).toEqual(expect.any(String));
    });

    it('rejects a limit above the maximum with 400 InputError', async () => {
      const url = '/api/catalog/entities/by-query?limit=10001';
      const { status, body } = await server.get(url);
      expect(status).toBe(400);
      expect(body).toEqual(errorBody('InputError', 400, { method: 'GET', url }, 'limit'));
    });
  });

  describe('cursors', () => {
    it('walks every page with nextCursor, without duplicates or gaps', async () => {
      const pages = await walk('filter=kind=component&fields=metadata.name');
      expect(pages.map(p => p.length)).toEqual([20, 20, 5]);
      expect(pages.flat()).toEqual(allComponents);
    });

    it('keeps filter and order in the cursor: later pages need only cursor and limit', async () => {
      const pages = await walk(
        'filter=kind=component,spec.type=library&orderField=metadata.name,desc&limit=4',
        '&limit=4',
      );
      const libraries = allComponents.filter((_, i) => typeOf(i + 1) === 'library').reverse();
      expect(pages.map(p => p.length)).toEqual([4, 4, 4, 3]);
      expect(pages.flat()).toEqual(libraries);
    });

    it('keeps totalItems of the filtered query on later pages', async () => {
      const first = await query('filter=spec.type=service&limit=10');
      const second = await withCursor(first.pageInfo.nextCursor!, '&limit=10');
      expect(second.totalItems).toBe(15);
      expect(names(second.items)).toEqual(
        allComponents.filter((_, i) => typeOf(i + 1) === 'service').slice(10),
      );
    });

    it('goes back with prevCursor to exactly the previous page', async () => {
      const first = await query('filter=kind=component&limit=20');
      const second = await withCursor(first.pageInfo.nextCursor!, '&limit=20');
      const third = await withCursor(second.pageInfo.nextCursor!, '&limit=20');
      expect(names(third.items)).toEqual(range(41, 45));
      expect(third.pageInfo.nextCursor).toBeUndefined();

      const backToSecond = await withCursor(third.pageInfo.prevCursor!, '&limit=20');
      expect(names(backToSecond.items)).toEqual(range(21, 40));
      expect(backToSecond.totalItems).toBe(COMPONENTS);
      const backToFirst = await withCursor(backToSecond.pageInfo.prevCursor!, '&limit=20');
      expect(names(backToFirst.items)).toEqual(range(1, 20));
      expect(backToFirst.pageInfo.prevCursor).toBeUndefined();

      const forwardAgain = await withCursor(backToFirst.pageInfo.nextCursor!, '&limit=20');
      expect(names(forwardAgain.items)).toEqual(range(21, 40));
    });

    it('goes back with prevCursor on a descending order', async () => {
      const first = await query('filter=kind=component&orderField=metadata.name,desc&limit=10');
      const second = await withCursor(first.pageInfo.nextCursor!, '&limit=10');
      expect(names(second.items)).toEqual(range(26, 35).reverse());
      const back = await withCursor(second.pageInfo.prevCursor!, '&limit=10');
      expect(names(back.items)).toEqual(range(36, 45).reverse());
      expect(back.pageInfo.prevCursor).toBeUndefined();
    });

    it('rejects a malformed cursor with 400 InputError', async () => {
      for (const cursor of ['not-a-cursor', Buffer.from('{"order":5}').toString('base64url')]) {
        const url = `/api/catalog/entities/by-query?cursor=${cursor}`;
        const { status, body } = await server.get(url);
        expect(status).toBe(400);
        expect(body).toEqual(
          errorBody('InputError', 400, { method: 'GET', url }, 'Invalid cursor'),
        );
      }
    });
  });

  describe('orderField', () => {
    it('orders by metadata.name descending', async () => {
      const page = await query('filter=kind=component&orderField=metadata.name,desc&limit=5');
      expect(names(page.items)).toEqual(range(41, 45).reverse());
    });

    it('orders by a field that is not a column, and pages through it completely', async () => {
      const pages: Entity[][] = [];
      let page = await query('filter=kind=component&orderField=spec.type,asc&limit=20');
      pages.push(page.items);
      while (page.pageInfo.nextCursor) {
        page = await withCursor(page.pageInfo.nextCursor, '&limit=20');
        pages.push(page.items);
      }
      const items = pages.flat();
      expect(pages.map(p => p.length)).toEqual([20, 20, 5]);
      expect(items.map(e => e.spec?.type)).toEqual([
        ...Array<string>(15).fill('library'),
        ...Array<string>(15).fill('service'),
        ...Array<string>(15).fill('website'),
      ]);
      expect([...names(items)].sort()).toEqual(allComponents);
    });

    it('goes back with prevCursor on a non-column order', async () => {
      const first = await query('filter=kind=component&orderField=spec.type,desc&limit=20');
      const second = await withCursor(first.pageInfo.nextCursor!, '&limit=20');
      const back = await withCursor(second.pageInfo.prevCursor!, '&limit=20');
      expect(names(back.items)).toEqual(names(first.items));
    });

    it('goes back from a page that started at an offset to exactly the items before it', async () => {
      const page = await query('filter=kind=component&offset=5&limit=20');
      expect(names(page.items)).toEqual(range(6, 25));
      const back = await withCursor(page.pageInfo.prevCursor!, '&limit=20');
      expect(names(back.items)).toEqual(range(1, 5));
    });

    it('goes back from an offset page on a non-column order without repeating its items', async () => {
      const all = await query('filter=kind=component&orderField=spec.type,asc&limit=45');
      const page = await query('filter=kind=component&orderField=spec.type,asc&offset=5&limit=20');
      expect(names(page.items)).toEqual(names(all.items.slice(5, 25)));
      const back = await withCursor(page.pageInfo.prevCursor!, '&limit=20');
      expect(names(back.items)).toEqual(names(all.items.slice(0, 5)));
    });

    it('breaks ties with a second orderField', async () => {
      const page = await query(
        'filter=kind=component&orderField=spec.type,desc&orderField=metadata.name,desc&limit=4',
      );
      // website components are those with n % 3 === 1: …, 37, 40, 43
      expect(names(page.items)).toEqual(['svc-43', 'svc-40', 'svc-37', 'svc-34']);
    });

    it('rejects an unknown field or direction with 400 InputError', async () => {
      for (const orderField of ['nothing,asc', 'metadata.name,sideways']) {
        const url = `/api/catalog/entities/by-query?orderField=${orderField}`;
        const { status, body } = await server.get(url);
        expect(status, orderField).toBe(400);
        expect(body).toEqual(errorBody('InputError', 400, { method: 'GET', url }, 'orderField'));
      }
    });
  });

  describe('fullTextFilterTerm', () => {
    it('matches a case-insensitive substring of any field without fullTextFilterFields', async () => {
      const page = await query('fullTextFilterTerm=payment%20GATEWAY');
      expect(names(page.items)).toEqual(['svc-07', 'svc-21', 'svc-33']);
      expect(page.totalItems).toBe(3);
    });

    it('matches only the given fields with fullTextFilterFields', async () => {
      const byName = await query('fullTextFilterTerm=SVC-1&fullTextFilterFields=metadata.name');
      expect(names(byName.items)).toEqual(range(10, 19));
      expect(byName.totalItems).toBe(10);
      const notInName = await query(
        'fullTextFilterTerm=gateway&fullTextFilterFields=metadata.name,spec.type',
      );
      expect(notInName).toEqual({ items: [], totalItems: 0, pageInfo: {} });
    });

    it('combines with a filter, and keeps the term in the cursor', async () => {
      const first = await query(
        'fullTextFilterTerm=svc-&fullTextFilterFields=metadata.name&filter=spec.type=service&limit=10',
      );
      expect(first.totalItems).toBe(15);
      const second = await withCursor(first.pageInfo.nextCursor!, '&limit=10');
      expect(names([...first.items, ...second.items])).toEqual(
        allComponents.filter((_, i) => typeOf(i + 1) === 'service'),
      );
    });

    it('treats % and _ literally', async () => {
      expect((await query('fullTextFilterTerm=%25')).totalItems).toBe(0);
      expect((await query('fullTextFilterTerm=svc_0')).totalItems).toBe(0);
    });
  });

  describe('fields', () => {
    it('projects every item', async () => {
      const page = await query('filter=kind=component&fields=metadata.name,spec.type&limit=3');
      expect(page.items).toEqual([
        { metadata: { name: 'svc-01' }, spec: { type: 'website' } },
        { metadata: { name: 'svc-02' }, spec: { type: 'library' } },
        { metadata: { name: 'svc-03' }, spec: { type: 'service' } },
      ]);
    });

    it('finds the generated Location entity by kind', async () => {
      const page = await query('filter=kind=location&fields=kind,metadata.name');
      expect(page.items).toEqual([
        {
          kind: 'Location',
          metadata: { name: generatedLocationName('file', `${server.dir}/many.yaml`) },
        },
      ]);
    });
  });
});
