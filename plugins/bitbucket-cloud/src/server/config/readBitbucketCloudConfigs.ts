import { ConfigError, readDurationMs, type Config } from '@atrium/server-core';

/** One instance of `catalog.providers.bitbucketCloud` (Backstage's keys and defaults). */
export interface BitbucketCloudProviderConfig {
  /** The key under `catalog.providers.bitbucketCloud`; `default` for the single-entry form. */
  id: string;
  /** The workspace whose repositories are searched. */
  workspace: string;
  /** The catalog file's path in each repository, without a leading `/`. */
  catalogPath: string;
  /** Tested against each repository's project key; the whole key must match. */
  projectKey?: RegExp;
  /** Tested against each repository's slug; the whole slug must match. */
  repoSlug?: RegExp;
  refreshIntervalMs?: number;
}

const KEY = 'catalog.providers.bitbucketCloud';
const DEFAULT_CATALOG_PATH = '/catalog-info.yaml';
// A workspace id goes into the API's path: no `/`, and nothing a URL would resolve as `..`.
const WORKSPACE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * `catalog.providers.bitbucketCloud`: providers by id, or one provider (`default`) when the
 * section itself names a `workspace`, as Backstage reads it.
 */
export function readBitbucketCloudConfigs(config: Config): BitbucketCloudProviderConfig[] {
  const section = config.getOptionalConfig(KEY);
  if (!section) return [];
  if (section.has('workspace')) return [readOne(section, 'default', KEY)];
  return section.keys().map(id => readOne(section.getConfig(id), id, `${KEY}.${id}`));
}

function readOne(entry: Config, id: string, key: string): BitbucketCloudProviderConfig {
  const workspace = entry.getString('workspace');
  if (!WORKSPACE.test(workspace)) {
    throw new ConfigError(`${key}.workspace: '${workspace}' is not a workspace id`);
  }
  const written = entry.getOptionalString('catalogPath') ?? DEFAULT_CATALOG_PATH;
  const catalogPath = written.replace(/^\//, '');
  if (
    catalogPath.split('/').some(segment => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new ConfigError(
      `${key}.catalogPath: '${written}' must be a path inside the repository, like '/catalog-info.yaml' or '/docs/catalog-info.yaml'`,
    );
  }
  return {
    id,
    workspace,
    catalogPath,
    projectKey: readFilter(entry, 'projectKey', key),
    repoSlug: readFilter(entry, 'repoSlug', key),
    refreshIntervalMs: readDurationMs(entry, 'schedule.frequency'),
  };
}

/**
 * A filter as a regular expression matching whole values: Backstage anchors each filter at both
 * ends, so `service-.*` keeps `service-a` and not `my-service-a`.
 */
function readFilter(entry: Config, name: string, key: string): RegExp | undefined {
  const source = entry.getOptionalString(`filters.${name}`);
  if (!source) return undefined;
  try {
    // Checked alone first: `a)(b` is no expression, though wrapped it would compile.
    new RegExp(source);
    return new RegExp(`^(?:${source})$`);
  } catch {
    throw new ConfigError(`${key}.filters.${name}: '${source}' is not a regular expression`);
  }
}
