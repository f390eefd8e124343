import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { ConfigReader } from '@backstage/config';
import { PgSearchEngine } from '@backstage/plugin-search-backend-module-pg';
import knexFactory from 'knex';
import { createBenchDatabase } from '../catalog/createBenchDatabase';
import { positiveInteger } from '../catalog/positiveNumber';
import { generateSearchDocuments } from './generateSearchDocuments';
import { QUERY_KINDS, searchQueries } from './searchQueries';
import { timeQueries, warmUp } from './timeQueries';

/**
 * `npm run bench:search:backstage`: the same documents and queries as `bench:search`, answered by
 * Backstage's PostgreSQL search engine (`@backstage/plugin-search-backend-module-pg`, a dev
 * dependency) on a database of its own, for comparison: a page of 25 per query, as its API
 * answers by default.
 */
const usage =
  'npm run bench:search:backstage -- [--entities 100000] [--sections 20000] [--queries 300] [--seed 1]';
const { values } = parseArgs({
  options: {
    entities: { type: 'string', default: '100000' },
    sections: { type: 'string', default: '20000' },
    queries: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
  },
});
const entities = positiveInteger('entities', values.entities, usage);
const sections = positiveInteger('sections', values.sections, usage);
const queryCount = positiveInteger('queries', values.queries, usage);
const seed = positiveInteger('seed', values.seed, usage);

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-search-backstage-'));
const handle = await createBenchDatabase('pg', tempDir);
if (handle.config.client !== 'pg') throw new Error('Backstage’s engine runs on PostgreSQL only');
const knex = knexFactory({ client: 'pg', connection: handle.config.connection });
const lines = [
  "## Backstage's PostgreSQL search engine",
  '',
  `${entities} catalog documents, ${sections} docs sections, ${queryCount} queries per kind, ` +
    `page of 25; load average at start ${os.loadavg()[0]!.toFixed(2)}`,
  '',
];
try {
  const engine = await PgSearchEngine.fromConfig(new ConfigReader({}), {
    database: { getClient: async () => knex },
  });
  const documents = generateSearchDocuments(entities, sections, seed);
  const started = performance.now();
  for (const type of ['software-catalog', 'techdocs']) {
    const ofType = documents
      .filter(document => document.type === type)
      .map(({ title, text, location, fields }) => ({ ...fields, title, text, location }));
    await pipeline(Readable.from(ofType), await engine.getIndexer(type));
  }
  lines.push(`Full index: ${((performance.now() - started) / 1000).toFixed(2)} s`, '');
  const ask = async (term: string) => (await engine.query({ term, pageLimit: 25 })).results.length;
  await warmUp(searchQueries('one word', 24, seed + 1), ask);
  lines.push('| query | concurrency | p50 | p95 | p99 | max | queries/s | hits (avg) |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const kind of QUERY_KINDS) {
    const terms = searchQueries(kind, queryCount, seed);
    for (const concurrency of [1, 8]) {
      lines.push(`| ${kind} | ${concurrency} | ${await timeQueries(terms, concurrency, ask)}`);
    }
  }
  lines.push(`Database: ${(await handle.sizeMb()).toFixed(1)} MB`);
} finally {
  await knex.destroy();
  await handle.drop();
  await rm(tempDir, { recursive: true, force: true });
}
console.log(lines.join('\n'));
