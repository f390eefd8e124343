import { parseArgs } from 'node:util';
import { positiveInteger, positiveNumber } from './positiveNumber';

export type BenchDatabase = 'sqlite' | 'pg';

export interface BenchOptions {
  entities: number;
  databases: BenchDatabase[];
  /** Length of each measured pass; ignored when `requests` is set. */
  durationMs: number;
  /** A fixed number of requests per pass instead of a fixed duration. */
  requests: number | undefined;
  /** Concurrency of the throughput pass; the latency pass always runs one request at a time. */
  concurrency: number;
  coldStarts: number;
  seed: number;
  /** Longest wait for ingestion before giving up on that database. */
  ingestTimeoutMs: number;
  /** Keep the temporary directory (config, logs, SQLite files) after a successful run. */
  keep: boolean;
}

const usage =
  'Usage: npm run bench:catalog -- [--entities 100000] [--db sqlite|pg|both] [--duration 10]' +
  ' [--requests N] [--concurrency 8] [--cold-starts 5] [--seed 1] [--ingest-timeout 600] [--keep]';

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      entities: { type: 'string', default: '100000' },
      db: { type: 'string', default: 'both' },
      duration: { type: 'string', default: '10' },
      requests: { type: 'string' },
      concurrency: { type: 'string', default: '8' },
      'cold-starts': { type: 'string', default: '5' },
      seed: { type: 'string', default: '1' },
      'ingest-timeout': { type: 'string', default: '600' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const databases: Record<string, BenchDatabase[]> = {
    sqlite: ['sqlite'],
    pg: ['pg'],
    both: ['sqlite', 'pg'],
  };
  const selected = databases[values.db];
  if (!selected) throw new Error(`--db must be sqlite, pg or both, got '${values.db}'\n${usage}`);
  return {
    entities: positiveInteger('entities', values.entities, usage),
    databases: selected,
    durationMs: positiveNumber('duration', values.duration, usage) * 1000,
    requests:
      values.requests === undefined
        ? undefined
        : positiveInteger('requests', values.requests, usage),
    concurrency: positiveInteger('concurrency', values.concurrency, usage),
    coldStarts: positiveInteger('cold-starts', values['cold-starts'], usage),
    seed: positiveInteger('seed', values.seed, usage),
    ingestTimeoutMs: positiveNumber('ingest-timeout', values['ingest-timeout'], usage) * 1000,
    keep: values.keep,
  };
}
