import type { JsonObject } from '@atrium/model';
import { freezeConfigData } from './freezeConfigData';

/**
 * The built-in defaults (spec 001 §9 "Default configuration"), the lowest layer under
 * app-config.yaml. Only what the core needs to start; plugin sections live in the shipped
 * app-config.yaml where operators can see and change them.
 */
export const defaultConfig = freezeConfigData({
  app: {
    title: 'Atrium',
    baseUrl: 'http://localhost:3000',
  },
  organization: {
    name: 'Atrium',
  },
  backend: {
    baseUrl: 'http://localhost:7007',
    listen: { port: 7007 },
    database: {
      client: 'better-sqlite3',
      // The directory form: one SQLite file per plugin under ./data, created on first start.
      connection: { directory: './data' },
    },
  },
  auth: {
    environment: 'development',
  },
  catalog: {
    import: {
      entityFilename: 'catalog-info.yaml',
      pullRequestBranchName: 'backstage-integration',
    },
  },
  techdocs: {
    builder: 'local',
  },
  permission: {
    enabled: true,
  },
} satisfies JsonObject);
