import { expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { createTestCollator, startSearchServer } from '../testing/startSearchServer';

describeEachDatabase('search configuration', database => {
  it('caps pageLimit at search.query.pageLimit', async () => {
    const server = await startSearchServer({
      database,
      collators: [],
      config: { search: { query: { pageLimit: 5 } } },
    });
    try {
      expect((await server.json('/api/search/query?pageLimit=5')).status).toBe(200);
      const tooMany = await server.json<{ error: { message: string } }>(
        '/api/search/query?pageLimit=6',
      );
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.message).toMatch(/pageLimit: 6 is greater than .* 5/);
    } finally {
      await server.stop();
    }
  });

  it('refuses at start an engine the database cannot run and a bad page limit, naming the key', async () => {
    const other = database === 'pg' ? 'sqlite' : 'postgres';
    await expect(
      startSearchServer({ database, collators: [], config: { search: { engine: other } } }),
    ).rejects.toThrow(/search\.engine.*'auto' or the engine of the database/);
    await expect(
      startSearchServer({ database, collators: [], config: { search: { engine: 'elastic' } } }),
    ).rejects.toThrow(/search\.engine/);
    await expect(
      startSearchServer({
        database,
        collators: [],
        config: { search: { query: { pageLimit: 0 } } },
      }),
    ).rejects.toThrow(/search\.query\.pageLimit/);
  });

  it('refuses two collators of one type', async () => {
    const one = createTestCollator('software-catalog').collator;
    const two = createTestCollator('software-catalog').collator;
    await expect(startSearchServer({ database, collators: [one, two] })).rejects.toThrow(
      /Two search collators give documents of type 'software-catalog'/,
    );
  });
});
