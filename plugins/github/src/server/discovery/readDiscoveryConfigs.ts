import { ConfigError, readDurationMs, type Config } from '@atrium/server-core';

/** One instance of `catalog.providers.github` (Backstage's keys and defaults). */
export interface GithubDiscoveryConfig {
  /** The instance's id: the key under `catalog.providers.github`, or `default` for the flat form. */
  id: string;
  host: string;
  organization: string;
  /** A path in each repository, or a glob (`/**\/catalog-info.yaml`) matched against its tree. */
  catalogPath: string;
  filters: {
    /** Read this branch instead of each repository's default branch. */
    branch?: string;
    /** Repository names must match it whole. */
    repository?: RegExp;
    topicInclude?: readonly string[];
    topicExclude?: readonly string[];
    visibility?: readonly string[];
    allowForks: boolean;
    allowArchived: boolean;
  };
  refreshIntervalMs?: number;
}

const KEY = 'catalog.providers.github';

/**
 * `catalog.providers.github`: either one provider (`organization` directly under it) or providers
 * by id, as Backstage reads it.
 */
export function readDiscoveryConfigs(config: Config): GithubDiscoveryConfig[] {
  const section = config.getOptionalConfig(KEY);
  if (!section) return [];
  if (section.has('organization')) return [readOne(section, 'default', KEY)];
  return section.keys().map(id => readOne(section.getConfig(id), id, `${KEY}.${id}`));
}

function readOne(entry: Config, id: string, key: string): GithubDiscoveryConfig {
  const repository = entry.getOptionalString('filters.repository');
  let pattern: RegExp | undefined;
  if (repository !== undefined) {
    try {
      pattern = new RegExp(`^(?:${repository})$`);
    } catch {
      throw new ConfigError(
        `${key}.filters.repository: '${repository}' is not a regular expression`,
      );
    }
  }
  const catalogPath = entry.getOptionalString('catalogPath') ?? '/catalog-info.yaml';
  if (catalogPath.split('/').some(segment => segment === '..')) {
    throw new ConfigError(`${key}.catalogPath: '${catalogPath}' must stay inside the repository`);
  }
  return {
    id,
    host: entry.getOptionalString('host') ?? 'github.com',
    organization: entry.getString('organization'),
    catalogPath,
    filters: {
      branch: entry.getOptionalString('filters.branch'),
      repository: pattern,
      topicInclude: entry.getOptionalStringArray('filters.topic.include'),
      topicExclude: entry.getOptionalStringArray('filters.topic.exclude'),
      visibility: entry.getOptionalStringArray('filters.visibility'),
      allowForks: entry.getOptionalBoolean('filters.allowForks') ?? true,
      allowArchived: entry.getOptionalBoolean('filters.allowArchived') ?? false,
    },
    refreshIntervalMs: readDurationMs(entry, 'schedule.frequency'),
  };
}
