import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createConfig } from './Config';
import { defaultConfig } from './defaultConfig';
import { loadConfig } from './loadConfig';
import { configProblemsOf } from '../testing/configProblemsOf';
import { validateCoreConfig } from './validateCoreConfig';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

// --config keeps a developer's own app-config.local.yaml out of these tests.
const loadShipped = (extraArgs: string[] = [], env: Record<string, string> = {}) =>
  loadConfig({
    cwd: repoRoot,
    env,
    argv: ['--config', 'app-config.yaml', ...extraArgs],
    defaults: defaultConfig,
  });

const problemsOf = (data: object) => configProblemsOf(validateCoreConfig, data);

const valid = {
  app: { baseUrl: 'http://localhost:3000' },
  backend: { baseUrl: 'http://localhost:7007', database: { client: 'better-sqlite3' } },
};

describe('validateCoreConfig', () => {
  it('accepts the shipped app-config.yaml with no environment variables set', async () => {
    const { config } = await loadShipped();
    expect(() => validateCoreConfig(config)).not.toThrow();
    expect(config.getString('app.title')).toBe('Atrium');
    expect(config.getNumber('backend.listen.port')).toBe(7007);
    expect(config.has('auth.providers.github.development.clientId')).toBe(false);
  });

  it('accepts the shipped file on its own, without the built-in defaults', async () => {
    const { config } = await loadConfig({
      cwd: repoRoot,
      env: {},
      argv: ['--config', 'app-config.yaml'],
    });
    expect(() => validateCoreConfig(config)).not.toThrow();
  });

  it('carries every section of the default configuration', async () => {
    const { config } = await loadShipped([], {
      AUTH_GITHUB_CLIENT_ID: 'id',
      AUTH_OIDC_METADATA_URL: 'https://idp.example.com/.well-known/openid-configuration',
    });
    expect(config.getString('auth.environment')).toBe('development');
    expect(config.getString('auth.providers.github.development.clientId')).toBe('id');
    expect(config.getString('auth.providers.oidc.development.metadataUrl')).toContain('idp');
    expect(config.getString('catalog.import.entityFilename')).toBe('catalog-info.yaml');
    expect(config.getString('catalog.import.pullRequestBranchName')).toBe('backstage-integration');
    expect(config.getConfigArray('catalog.rules')[0]?.getStringArray('allow')).toHaveLength(9);
    expect(config.getConfigArray('catalog.locations')[0]?.getString('target')).toBe(
      './examples/all.yaml',
    );
    expect(config.getString('techdocs.builder')).toBe('local');
    expect(config.getBoolean('permission.enabled')).toBe(true);
    expect(config.getConfigArray('argocd.appLocatorMethods')[0]?.get('instances')).toEqual([
      { name: 'main' },
    ]);
    expect(config.getNumber('costInsights.engineerCost')).toBe(200000);
    expect(config.getNumber('costInsights.currencies.pintsIceCream.rate')).toBe(5.5);
    expect(config.getString('kubecost.queryframes')).toBe('week,yesterday,month,today,lastweek');
    expect(config.getNumber('kubecost.fractionDigits')).toBe(4);
    expect(config.getString('jira.proxyPath')).toMatch(/\/api$/);
    expect(config.getBoolean('grafana.unifiedAlerting')).toBe(false);
    expect(config.getString('kubernetes.serviceLocatorMethod.type')).toBe('multiTenant');
    expect(config.getStringArray('scaffolder.localRepositoryRoots')).toEqual([
      './.atrium/repositories',
    ]);
    expect(config.getString('scaffolder.localRepositoryHost')).toBe('localhost');
    expect(config.get('search')).toEqual({});
  });

  it('accepts the example local file on top of the shipped one', async () => {
    const { config } = await loadShipped(['--config', 'app-config.example.local.yaml'], {
      POSTGRES_PASSWORD: 'secret',
    });
    expect(() => validateCoreConfig(config)).not.toThrow();
    expect(config.getString('backend.database.client')).toBe('pg');
    expect(config.getNumber('backend.database.connection.port')).toBe(5432);
  });

  it('accepts the built-in defaults', () => {
    expect(() => validateCoreConfig(createConfig(defaultConfig))).not.toThrow();
  });

  it('requires the values the server cannot start without', () => {
    expect(problemsOf({})).toEqual([
      "Missing required config value at 'app.baseUrl'",
      "Missing required config value at 'backend.baseUrl'",
      "Missing required config value at 'backend.database.client'",
    ]);
    expect(
      problemsOf({ ...valid, backend: { ...valid.backend, database: { client: 'pg' } } }),
    ).toEqual(["Missing required config value at 'backend.database.connection'"]);
  });

  it('checks each reading rule', () => {
    expect(
      problemsOf({
        ...valid,
        backend: { ...valid.backend, reading: { allow: [{ paths: 1 }], protectedPaths: './data' } },
      }),
    ).toEqual([
      "Missing required config value at 'backend.reading.allow[0].host'",
      "Invalid type in config for key 'backend.reading.allow[0].paths' in 'app-config.yaml', got number, wanted string-array",
      "Invalid type in config for key 'backend.reading.protectedPaths' in 'app-config.yaml', got string, wanted string-array",
    ]);
  });

  it('reports a bad host once', () => {
    expect(problemsOf({ ...valid, backend: { ...valid.backend, listen: { host: 1 } } })).toEqual([
      "Invalid type in config for key 'backend.listen.host' in 'app-config.yaml', got number, wanted string",
    ]);
  });

  it('accepts the string form of backend.listen', () => {
    expect(problemsOf({ ...valid, backend: { ...valid.backend, listen: '0.0.0.0:7007' } })).toEqual(
      [],
    );
  });

  it('checks the HTTP timeouts and the statement timeout', () => {
    const backend = (extra: object) => ({ ...valid, backend: { ...valid.backend, ...extra } });
    expect(
      problemsOf(
        backend({
          server: { headersTimeout: '10s', requestTimeout: '1m', keepAliveTimeout: '72s' },
          database: { client: 'pg', connection: 'postgres://db/atrium', statementTimeout: '30s' },
        }),
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        backend({
          server: { requestTimeout: 'soon' },
          database: { client: 'better-sqlite3', statementTimeout: 'later' },
        }),
      ),
    ).toEqual([
      "Unable to convert config value for key 'backend.database.statementTimeout' in 'app-config.yaml' to a duration",
      "Unable to convert config value for key 'backend.server.requestTimeout' in 'app-config.yaml' to a duration",
    ]);
    expect(problemsOf(backend({ server: { headersTimeout: '2m' } }))).toEqual([
      "Invalid value in config for key 'backend.server.headersTimeout' in 'app-config.yaml', got 120000 ms, wanted a duration above 0 and no longer than backend.server.requestTimeout (60000 ms)",
    ]);
  });
});
