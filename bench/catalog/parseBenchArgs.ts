import { parseArgs } from 'node:util';

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
    entities: positiveInteger('entities', values.entities),
    databases: selected,
    durationMs: positiveNumber('duration', values.duration) * 1000,
    requests:
      values.requests === undefined ? undefined : positiveInteger('requests', values.requests),
    concurrency: positiveInteger('concurrency', values.concurrency),
    coldStarts: positiveInteger('cold-starts', values['cold-starts']),
    seed: positiveInteger('seed', values.seed),
    ingestTimeoutMs: positiveNumber('ingest-timeout', values['ingest-timeout']) * 1000,
    keep: values.keep,
  };
}

function positiveNumber(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`--${name} must be a positive number, got '${text}'\n${usage}`);
  }
  return value;
}

function positiveInteger(name: string, text: string): number {
  const value = positiveNumber(name, text);
  if (!Number.isInteger(value)) throw new Error(`--${name} must be a whole number, got '${text}'`);
  return value;
}
