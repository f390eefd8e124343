import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { describeEachDatabase } from '@atrium/server-core/testing';
import type { QueryEntitiesResponse } from '../../shared';
import { QUERY_PAGE_BUDGET } from '../service/createEntityService';
import {
  documents,
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';

// Seven components of about 900 KB each: four fit in one by-query page's byte budget, five not.
const LARGE = 7;
const DESCRIPTION = 900_000;
const names = Array.from({ length: LARGE }, (_, i) => `large-${i + 1}`);
const spec = { type: 'service', lifecycle: 'production', owner: 'team' };

describeEachDatabase('lists of large entities', database => {
  let server: CatalogTestServer;

  beforeAll(async () => {
    server = await startCatalogServer({
      database,
      files: {
        'large.yaml': documents(
          ...names.map((name, i) =>
            entityYaml(
              'Component',
              name,
              { ...spec, type: `type-${LARGE - i}` },
              {
                description: String(i).repeat(DESCRIPTION),
              },
            ),
          ),
        ),
      },
    });
    const created = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: `${server.dir}/large.yaml` },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => server?.stop());

  const query = async (params: string) => {
    const response = await server.request(`/api/catalog/entities/by-query?${params}`);
    expect(response.status, params).toBe(200);
    return {
      headers: response.headers,
      body: (await response.json()) as QueryEntitiesResponse,
    };
  };
  const pageNames = (page: QueryEntitiesResponse) => page.items.map(e => e.metadata.name);
  const pageSize = (page: QueryEntitiesResponse) => JSON.stringify(page.items).length;

  it('cuts a by-query page at its byte budget, and the next cursor continues where it stopped', async () => {
    const first = await query('filter=kind=component&limit=20');
    expect(first.body.totalItems).toBe(LARGE);
    expect(pageNames(first.body)).toEqual(names.slice(0, 4));
    expect(pageSize(first.body)).toBeLessThanOrEqual(QUERY_PAGE_BUDGET);

    const cursor = first.body.pageInfo.nextCursor!;
    const second = await query(`cursor=${encodeURIComponent(cursor)}&limit=20`);
    expect(pageNames(second.body)).toEqual(names.slice(4));
    expect(second.body.pageInfo.nextCursor).toBeUndefined();

    const back = second.body.pageInfo.prevCursor!;
    const previous = await query(`cursor=${encodeURIComponent(back)}&limit=20`);
    expect(pageNames(previous.body)).toEqual(names.slice(0, 4));
  });

  it('cuts pages ordered by a non-column field too, continuing by offset', async () => {
    const collected: string[] = [];
    let params = 'filter=kind=component&limit=20&orderField=spec.type,desc';
    for (let pages = 0; pages < 5; pages++) {
      const { body } = await query(params);
      expect(body.items.length).toBeGreaterThan(0);
      expect(pageSize(body)).toBeLessThanOrEqual(QUERY_PAGE_BUDGET);
      collected.push(...pageNames(body));
      if (!body.pageInfo.nextCursor) break;
      params = `cursor=${encodeURIComponent(body.pageInfo.nextCursor)}&limit=20`;
    }
    expect(collected).toEqual(names);
  });

  it('still answers a single entity larger than the budget of a page', async () => {
    const { body } = await query('filter=kind=component&limit=1');
    expect(pageNames(body)).toEqual(['large-1']);
  });

  it('streams lists instead of building them: no Content-Length, the same entities', async () => {
    const all = await server.request('/api/catalog/entities?filter=kind=component');
    expect(all.headers.get('transfer-encoding')).toBe('chunked');
    expect(all.headers.get('content-length')).toBeNull();
    const listed = (await all.json()) as Entity[];
    expect(listed.map(e => e.metadata.name)).toEqual(names);
    expect(listed[6]!.metadata.description).toBe('6'.repeat(DESCRIPTION));

    const paged = await server.request('/api/catalog/entities?filter=kind=component&limit=5');
    expect(paged.headers.get('content-length')).toBeNull();
    expect(((await paged.json()) as Entity[]).map(e => e.metadata.name)).toEqual(names.slice(0, 5));

    const { headers } = await query('filter=kind=component&limit=20');
    expect(headers.get('content-length')).toBeNull();

    const refs = await server.request('/api/catalog/entities/by-refs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        entityRefs: ['component:default/large-7', 'component:default/missing', 'component:large-1'],
      }),
    });
    expect(refs.headers.get('content-length')).toBeNull();
    const { items } = (await refs.json()) as { items: Array<Entity | null> };
    expect(items.map(e => e?.metadata.name ?? null)).toEqual(['large-7', null, 'large-1']);
  });
});
