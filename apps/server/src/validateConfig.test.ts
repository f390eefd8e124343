import { describe, expect, it } from 'vitest';
import { validateConfig } from '@atrium/server-core';
import { configProblemsOf } from '@atrium/server-core/testing';
import { plugins } from './plugins';

/** What `npm start` reports for a configuration: the core's problems and every plugin's. */
const problemsOf = (data: object) =>
  configProblemsOf(config => validateConfig(config, plugins), data);

const valid = {
  app: { baseUrl: 'http://localhost:3000' },
  backend: { baseUrl: 'http://localhost:7007', database: { client: 'better-sqlite3' } },
};

describe("validateConfig with the portal's plugins", () => {
  it('lists every bad value, one per line, naming key and file', () => {
    const problems = problemsOf({
      app: { baseUrl: 'not a url', title: ['Atrium'] },
      organization: { name: 42 },
      backend: {
        baseUrl: 'ftp://example.com',
        listen: { port: [7007], host: 1 },
        database: { client: 'mysql', connection: { port: 'five', host: false } },
        reading: { allow: [{ paths: ['/a'] }, 'localhost'] },
        cors: 'yes',
      },
      catalog: {
        locations: [{ type: 'file' }, { type: 'url', target: 'x', rules: [{ allow: 'User' }] }],
        rules: [{ allow: ['Component'], locations: [{ target: 'x' }] }],
        processingInterval: { minuts: 3 },
        import: { entityFilename: '', pullRequestBranchName: 7 },
      },
      permission: { enabled: 'maybe' },
      techdocs: { builder: 'remote' },
      auth: { environment: {} },
    });
    expect(problems).toEqual([
      "Unable to convert config value for key 'app.baseUrl' in 'app-config.yaml' to a URL",
      "Invalid type in config for key 'app.title' in 'app-config.yaml', got array, wanted string",
      "Invalid type in config for key 'organization.name' in 'app-config.yaml', got number, wanted string",
      "Unable to convert config value for key 'backend.baseUrl' in 'app-config.yaml' to a URL",
      "Invalid type in config for key 'backend.listen.port' in 'app-config.yaml', got array, wanted number",
      "Invalid type in config for key 'backend.listen.host' in 'app-config.yaml', got number, wanted string",
      "Invalid value in config for key 'backend.database.client' in 'app-config.yaml', got 'mysql', wanted one of 'better-sqlite3', 'pg'",
      "Invalid type in config for key 'backend.database.connection.host' in 'app-config.yaml', got boolean, wanted string",
      "Unable to convert config value for key 'backend.database.connection.port' in 'app-config.yaml' to a number",
      "Invalid type in config for key 'backend.reading.allow[1]' in 'app-config.yaml', got string, wanted object",
      "Invalid type in config for key 'backend.cors' in 'app-config.yaml', got string, wanted object",
      "Missing required config value at 'catalog.locations[0].target'",
      "Invalid type in config for key 'catalog.locations[1].rules[0].allow' in 'app-config.yaml', got string, wanted string-array",
      "Missing required config value at 'catalog.rules[0].locations[0].type'",
      "Unable to convert config value for key 'catalog.processingInterval' in 'app-config.yaml' to a duration; unknown property 'minuts', expected one or more of 'years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds'",
      "Invalid type in config for key 'catalog.import.entityFilename' in 'app-config.yaml', got empty-string, wanted string",
      "Invalid type in config for key 'catalog.import.pullRequestBranchName' in 'app-config.yaml', got number, wanted string",
      "Unable to convert config value for key 'permission.enabled' in 'app-config.yaml' to a boolean",
      "Invalid value in config for key 'techdocs.builder' in 'app-config.yaml', got 'remote', wanted one of 'local', 'external'",
      "Invalid type in config for key 'auth.environment' in 'app-config.yaml', got object, wanted string",
    ]);
  });

  it('accepts processingInterval false, durations as strings, and a connection string', () => {
    for (const processingInterval of [false, 'false', 'PT3M', '100s', { seconds: 100 }]) {
      expect(problemsOf({ ...valid, catalog: { processingInterval } })).toEqual([]);
    }
    expect(problemsOf({ ...valid, catalog: { processingInterval: true } })).toEqual([
      "Invalid value in config for key 'catalog.processingInterval' in 'app-config.yaml', got true, wanted a duration or false",
    ]);
    const pg = { client: 'pg', connection: 'postgres://user@localhost/atrium' };
    expect(problemsOf({ ...valid, backend: { ...valid.backend, database: pg } })).toEqual([]);
    const bad = { client: 'pg', connection: [1] };
    expect(problemsOf({ ...valid, backend: { ...valid.backend, database: bad } })).toEqual([
      "Invalid type in config for key 'backend.database.connection' in 'app-config.yaml', got array, wanted string or object",
    ]);
  });
});
