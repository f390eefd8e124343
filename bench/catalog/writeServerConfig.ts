import { createHash } from 'node:crypto';
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
  /** The `permission` section; the default policy when absent. */
  permission?: Record<string, unknown>;
}): Promise<string> {
  const config = {
    backend: {
      listen: { port: options.port, host: '127.0.0.1' },
      baseUrl: `http://127.0.0.1:${options.port}`,
      database: options.database,
    },
    // The web benchmark signs in as the guest, as `npm start` does.
    auth: { providers: { guest: {} } },
    ...(options.permission ? { permission: options.permission } : {}),
    catalog: {
      rules: [
        {
          allow: [...ENTITY_KINDS],
        },
      ],
      locations: [{ type: 'file', target: options.catalogFile }],
    },
  };
  // Each permission setting gets its own file; the main run's stays as it was.
  const suffix = options.permission
    ? `.${createHash('sha1').update(JSON.stringify(options.permission)).digest('hex').slice(0, 8)}`
    : '';
  const file = path.join(options.dir, `app-config.bench${suffix}.yaml`);
  await writeFile(file, stringify(config));
  return file;
}
