import { parseArgs } from 'node:util';
import { positiveInteger } from '../catalog/positiveNumber';

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
    entities: positiveInteger('entities', values.entities, usage),
    runs: positiveInteger('runs', values.runs, usage),
    seed: positiveInteger('seed', values.seed, usage),
    ingestTimeoutMs: positiveInteger('ingest-timeout', values['ingest-timeout'], usage) * 1000,
    keep: values.keep,
  };
}
