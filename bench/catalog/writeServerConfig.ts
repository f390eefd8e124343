import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { ENTITY_KINDS } from '@atrium/model';
import type { BenchDatabaseHandle } from './createBenchDatabase';

/**
 * The server's only config file for the run (with `--config`, app-config.yaml in the repository
 * is not read), so local settings cannot change what is measured.
 */
export async function writeServerConfig(options: {
  dir: string;
  port: number;
  database: BenchDatabaseHandle['config'];
  catalogFile: string;
}): Promise<string> {
  const config = {
    backend: {
      listen: { port: options.port, host: '127.0.0.1' },
      baseUrl: `http://127.0.0.1:${options.port}`,
      database: options.database,
    },
    // The web benchmark signs in as the guest, as `npm start` does.
    auth: { providers: { guest: {} } },
    catalog: {
      rules: [
        {
          allow: [...ENTITY_KINDS],
        },
      ],
      locations: [{ type: 'file', target: options.catalogFile }],
    },
  };
  const file = path.join(options.dir, 'app-config.bench.yaml');
  await writeFile(file, stringify(config));
  return file;
}
