import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeEachDatabase,
  mockServiceToken,
  mockUserToken,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import {
  DEFAULT_VISITS_LIMIT,
  MAX_PATHNAME_LENGTH,
  MAX_VISITS_PER_USER,
  type Visit,
  type VisitsResponse,
} from '../shared';
import { homePlugin } from './plugin';

const visitsPath = '/api/home/visits';

function userToken(name: string): string {
  const userEntityRef = `user:default/${name}`;
  return mockUserToken({ userEntityRef, ownershipEntityRefs: [userEntityRef] });
}

function errorBody(name: string, statusCode: number, request: { method: string; url: string }) {
  return { error: { name, message: expect.any(String) }, request, response: { statusCode } };
}

describeEachDatabase('home visits API', database => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, plugins: [homePlugin] });
  });
  afterAll(() => server?.stop());

  function record(token: string, body: { pathname: string; entityRef?: string }) {
    return server.json<Visit>(visitsPath, { method: 'POST', body, token });
  }

  async function list(token: string, query = '') {
    const answer = await server.json<VisitsResponse>(`${visitsPath}${query}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.visits;
  }

  // Two views in the same millisecond would tie; the tests that order by time wait between.
  const nextMillisecond = () => delay(2);

  it('records a new page, then counts views of it on the same record', async () => {
    const token = userToken('counting');
    const before = Date.now();
    const first = await record(token, {
      pathname: '/catalog/default/component/Wayback',
      entityRef: 'Component:Default/Wayback',
    });
    expect(first).toEqual({
      status: 200,
      body: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        pathname: '/catalog/default/component/Wayback',
        entityRef: 'component:default/Wayback',
        hits: 1,
        timestamp: expect.any(Number),
      },
    });
    expect(first.body.timestamp).toBeGreaterThanOrEqual(before);

    await nextMillisecond();
    const second = await record(token, {
      pathname: '/catalog/default/component/Wayback',
      entityRef: 'component:default/Wayback',
    });
    expect(second.body).toMatchObject({ id: first.body.id, hits: 2 });
    expect(second.body.timestamp).toBeGreaterThan(first.body.timestamp);
    expect(await list(token)).toEqual([second.body]);
  });

  it('lists the most recent first by default, or the most visited, 8 unless asked', async () => {
    const token = userToken('ordering');
    for (let i = 0; i < 10; i += 1) {
      await record(token, { pathname: `/page/${i}` });
      await nextMillisecond();
    }
    await record(token, { pathname: '/page/3' });
    await nextMillisecond();
    await record(token, { pathname: '/page/3' });
    await nextMillisecond();
    await record(token, { pathname: '/page/5' });

    const recent = await list(token);
    expect(recent).toHaveLength(DEFAULT_VISITS_LIMIT);
    expect(recent.map(visit => visit.pathname)).toEqual([
      '/page/5',
      '/page/3',
      '/page/9',
      '/page/8',
      '/page/7',
      '/page/6',
      '/page/4',
      '/page/2',
    ]);
    expect(await list(token, '?orderBy=timestamp&limit=8')).toEqual(recent);

    const top = await list(token, '?orderBy=hits&limit=4');
    expect(top.map(visit => [visit.pathname, visit.hits])).toEqual([
      ['/page/3', 3],
      ['/page/5', 2],
      ['/page/9', 1],
      ['/page/8', 1],
    ]);
    expect(await list(token, '?limit=100')).toHaveLength(10);
  });

  it('keeps at most 100 visits per user, dropping the least recently visited', async () => {
    const token = userToken('busy');
    await record(token, { pathname: '/oldest' });
    await nextMillisecond();
    await record(token, { pathname: '/visited-again' });
    await nextMillisecond();
    for (let i = 0; i < MAX_VISITS_PER_USER - 2; i += 1) {
      await record(token, { pathname: `/page/${i}` });
    }
    await nextMillisecond();
    await record(token, { pathname: '/visited-again' });
    expect(await list(token, '?limit=100')).toHaveLength(MAX_VISITS_PER_USER);

    await nextMillisecond();
    const newest = await record(token, { pathname: '/newest' });
    const kept = await list(token, '?limit=100');
    expect(kept).toHaveLength(MAX_VISITS_PER_USER);
    const pathnames = kept.map(visit => visit.pathname);
    expect(pathnames).not.toContain('/oldest');
    expect(pathnames).toContain('/visited-again');
    expect(kept[0]).toEqual(newest.body);
  });

  it("shows nobody another person's visits", async () => {
    const ada = userToken('ada');
    const bob = userToken('bob');
    await record(ada, { pathname: '/docs/ada-secret' });
    await record(bob, { pathname: '/docs/ada-secret' });
    await record(bob, { pathname: '/bob-only' });

    const adas = await list(ada, '?orderBy=hits');
    expect(adas).toMatchObject([{ pathname: '/docs/ada-secret', hits: 1 }]);
    const bobs = await list(bob, '?limit=100');
    expect(bobs.map(visit => visit.pathname).sort()).toEqual(['/bob-only', '/docs/ada-secret']);
    expect(bobs.find(visit => visit.pathname === '/docs/ada-secret')?.hits).toBe(1);
  });

  describe('answers 400 InputError in the standard error body', () => {
    it.each([
      ['no pathname', {}],
      ['a pathname not starting with /', { pathname: 'catalog' }],
      ['an empty pathname', { pathname: '' }],
      ['a pathname too long', { pathname: `/${'a'.repeat(MAX_PATHNAME_LENGTH)}` }],
      ['a pathname with a space', { pathname: '/a b' }],
      ['a pathname that is not text', { pathname: 42 }],
      ['an entity ref without a kind', { pathname: '/a', entityRef: 'default/a' }],
      ['an entity ref that is not one', { pathname: '/a', entityRef: 'a:b:c' }],
      ['an empty entity ref', { pathname: '/a', entityRef: '' }],
    ])('for a body with %s', async (_what, body) => {
      const answer = await server.json(visitsPath, { method: 'POST', body });
      expect(answer).toEqual({
        status: 400,
        body: errorBody('InputError', 400, { method: 'POST', url: visitsPath }),
      });
    });

    it('accepts a pathname of the longest length', async () => {
      const pathname = `/${'a'.repeat(MAX_PATHNAME_LENGTH - 1)}`;
      expect((await record(userToken('long'), { pathname })).status).toBe(200);
    });

    it.each(['?limit=0', '?limit=101', '?limit=abc', '?limit=2.5', '?limit=', '?orderBy=name'])(
      'for the query %s',
      async query => {
        const url = `${visitsPath}${query}`;
        const answer = await server.json(url);
        expect(answer).toEqual({
          status: 400,
          body: errorBody('InputError', 400, { method: 'GET', url }),
        });
      },
    );
  });

  it('answers 401 without a token and 403 to a service, which has no visits', async () => {
    for (const init of [{}, { method: 'POST', body: { pathname: '/a' } }]) {
      expect((await server.json(visitsPath, { ...init, token: null })).status).toBe(401);
      const service = await server.json(visitsPath, { ...init, token: mockServiceToken() });
      expect(service).toMatchObject({
        status: 403,
        body: errorBody('NotAllowedError', 403, expect.anything()),
      });
    }
  });
});
