import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SearchDocument } from '@atrium/plugin-search/node';
import {
  MAX_CANDIDATES,
  createSearchEngine,
  type SearchEngine,
  type SearchTables,
} from '@atrium/plugin-search/server';
import { createDatabaseManager } from '@atrium/server-core';
import { createBenchDatabase } from '../catalog/createBenchDatabase';
import type { BenchDatabase } from '../catalog/parseBenchArgs';
import { positiveInteger } from '../catalog/positiveNumber';
import { readProcessMemory } from '../catalog/readProcessMemory';
import { generateSearchDocuments } from './generateSearchDocuments';
import { QUERY_KINDS, searchQueries } from './searchQueries';
import { timeQueries, warmUp } from './timeQueries';

/**
 * `npm run bench:search`: indexes `--entities` catalog documents and `--sections` docs sections
 * with the search engine on SQLite and/or PostgreSQL, in this process, then times queries of four
 * kinds at concurrency 1 and 8 (a page of 25, and the 1,000 ranked candidates `/api/search/query`
 * reads to count and page the readable results, with one page highlighted), and how long one
 * changed document takes to be found.
 */
const usage =
  'npm run bench:search -- [--entities 100000] [--sections 20000] [--queries 300] [--db sqlite|pg|both] [--seed 1]';
const { values } = parseArgs({
  options: {
    entities: { type: 'string', default: '100000' },
    sections: { type: 'string', default: '20000' },
    queries: { type: 'string', default: '300' },
    db: { type: 'string', default: 'sqlite' },
    seed: { type: 'string', default: '1' },
  },
});
const entities = positiveInteger('entities', values.entities, usage);
const sections = positiveInteger('sections', values.sections, usage);
const queryCount = positiveInteger('queries', values.queries, usage);
const seed = positiveInteger('seed', values.seed, usage);
const choices: Record<string, BenchDatabase[]> = {
  sqlite: ['sqlite'],
  pg: ['pg'],
  both: ['sqlite', 'pg'],
};
const databases = choices[values.db];
if (!databases) throw new Error(`--db must be sqlite, pg or both, got '${values.db}'\n${usage}`);

/** Index batches as a collator hands them over. */
const BATCH = 500;
const LIMIT = 25;

const generatedAt = performance.now();
// Only one document is kept after the generation: a server does not hold the index in its heap,
// and the benchmark's should not make its collections longer either.
const changed = generateSearchDocuments(entities, sections, seed)[
  Math.floor((entities + sections) / 2)
]!;
const generateMs = performance.now() - generatedAt;

async function* batchesOf(
  documents: readonly SearchDocument[],
  type: string,
): AsyncIterable<readonly SearchDocument[]> {
  const ofType = documents.filter(document => document.type === type);
  for (let start = 0; start < ofType.length; start += BATCH)
    yield ofType.slice(start, start + BATCH);
}

/** The full index's duration; the documents are generated again, and unreachable once it ends. */
async function indexAll(engine: SearchEngine): Promise<number> {
  const documents = generateSearchDocuments(entities, sections, seed);
  const started = performance.now();
  await engine.replaceType('software-catalog', batchesOf(documents, 'software-catalog'));
  await engine.replaceType('techdocs', batchesOf(documents, 'techdocs'));
  return performance.now() - started;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const lines: string[] = [
  '## Search engine benchmark',
  '',
  `${entities} catalog documents, ${sections} docs sections (generated in ${ms(generateMs)}), ` +
    `${queryCount} queries per kind, limit ${LIMIT}; load average at start ${os.loadavg()[0]!.toFixed(2)}`,
];

// The database's worker threads do not hold the process open (a server's socket does): without
// this, Node would exit mid-write with top-level await unsettled.
const keepAlive = setInterval(() => {}, 60_000);
for (const kind of databases) {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-search-'));
  const handle = await createBenchDatabase(kind, tempDir);
  const manager = createDatabaseManager(handle.config);
  try {
    const engine = await createSearchEngine(await manager.forPlugin<SearchTables>('search'));

    const indexMs = await indexAll(engine);

    lines.push('', `### ${kind === 'pg' ? 'PostgreSQL' : 'SQLite'} (${handle.description})`, '');
    lines.push(`Full index: ${(indexMs / 1000).toFixed(2)} s`, '');
    // A first query pays for caches, compiled code and reader threads a running server has
    // warmed long ago.
    await warmUp(searchQueries('one word', 24, seed + 1), term =>
      engine.query({ term, limit: LIMIT }),
    );
    lines.push(
      '| query | candidates | concurrency | p50 | p95 | p99 | max | queries/s | hits (avg) |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const candidates of [LIMIT, MAX_CANDIDATES]) {
      for (const queryKind of QUERY_KINDS) {
        const terms = searchQueries(queryKind, queryCount, seed);
        for (const concurrency of [1, 8]) {
          const row = await timeQueries(terms, concurrency, async term => {
            const answer = await engine.query({ term, limit: candidates });
            // What the API shows: one page, with its highlights.
            for (const candidate of answer.slice(0, LIMIT)) void candidate.highlight;
            return answer.length;
          });
          lines.push(`| ${queryKind} | ${candidates} | ${concurrency} | ${row}`);
        }
      }
    }

    // One document changes (a new, unique word in its text): index → the first query that finds it.
    const marker = `zebrafinch${seed}`;
    const changeStarted = performance.now();
    await engine.index([{ ...changed, text: `${changed.text} ${marker}` }]);
    const indexedMs = performance.now() - changeStarted;
    let found = false;
    while (!found && performance.now() - changeStarted < 10_000) {
      const answer = await engine.query({ term: marker, limit: LIMIT });
      found = answer.some(candidate => candidate.document.key === changed.key);
    }
    const foundMs = performance.now() - changeStarted;
    lines.push(
      '',
      found
        ? `One changed document found: ${ms(foundMs)} after the change (index call ${ms(indexedMs)})`
        : 'One changed document: NOT found within 10 s',
    );
    const memory = await readProcessMemory(process.pid);
    lines.push(
      `RSS of this process: ${memory.rssMb.toFixed(0)} MB, peak ${memory.peakRssMb.toFixed(0)} MB; ` +
        `database ${(await handle.sizeMb()).toFixed(1)} MB`,
    );
  } finally {
    await manager.destroy();
    await handle.drop();
    await rm(tempDir, { recursive: true, force: true });
  }
}
clearInterval(keepAlive);
console.log(lines.join('\n'));
