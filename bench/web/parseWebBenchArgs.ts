import { parseArgs } from 'node:util';

export interface WebBenchOptions {
  entities: number;
  /** Cold loads per page and profile; the median is the figure. */
  runs: number;
  seed: number;
  /** Longest wait for ingestion before giving up. */
  ingestTimeoutMs: number;
  /** Keep the temporary directory (config, server log, SQLite files) after a successful run. */
  keep: boolean;
}

const usage =
  'Usage: npm run bench:web -- [--entities 100000] [--runs 5] [--seed 1] [--ingest-timeout 600] [--keep]';

export function parseWebBenchArgs(argv: readonly string[]): WebBenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      entities: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '5' },
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
  return {
    entities: positiveInteger('entities', values.entities),
    runs: positiveInteger('runs', values.runs),
    seed: positiveInteger('seed', values.seed),
    ingestTimeoutMs: positiveInteger('ingest-timeout', values['ingest-timeout']) * 1000,
    keep: values.keep,
  };
}

function positiveInteger(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`--${name} must be a positive whole number, got '${text}'\n${usage}`);
  }
  return value;
}
