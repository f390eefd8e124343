import { ConfigError, readDurationMs, type Config } from '@atrium/server-core';

/** One instance of `catalog.providers.gitlab` (Backstage's keys and defaults). */
export interface GitlabProviderConfig {
  /** The key under `catalog.providers.gitlab`. */
  id: string;
  /** The `integrations.gitlab` host whose API and token are used. */
  host: string;
  /** The group (`a/b`) whose projects, subgroups and members are read; everything when absent. */
  group?: string;
  /** Read this branch instead of each project's default branch. */
  branch?: string;
  /** The branch of a project that names no default branch (an empty one). */
  fallbackBranch: string;
  /** The catalog file's path in each project. */
  entityFilename: string;
  /** Tested against each project's `path_with_namespace`; unanchored, as in Backstage. */
  projectPattern: RegExp;
  /** Tested against each group's `full_path`. */
  groupPattern: RegExp;
  /** Tested against each member's `username`. */
  userPattern: RegExp;
  /** Also import the groups and their members as Group and User entities. */
  orgEnabled: boolean;
  skipForkedRepos: boolean;
  includeArchivedRepos: boolean;
  /** List only projects the token's user is a member of (on gitlab.com, rather than all public ones). */
  membership: boolean;
  refreshIntervalMs?: number;
}

const KEY = 'catalog.providers.gitlab';

/** `catalog.providers.gitlab`: providers by id, as Backstage reads it. */
export function readGitlabConfigs(config: Config): GitlabProviderConfig[] {
  const section = config.getOptionalConfig(KEY);
  if (!section) return [];
  return section.keys().map(id => readOne(section.getConfig(id), id, `${KEY}.${id}`));
}

function readOne(entry: Config, id: string, key: string): GitlabProviderConfig {
  const group = entry.getOptionalString('group') || undefined;
  if (group !== undefined && (/^\/|\/$/.test(group) || group.split('/').includes('..'))) {
    throw new ConfigError(
      `${key}.group: '${group}' must be a group path like 'group/subgroup', without leading or trailing '/'`,
    );
  }
  const entityFilename = entry.getOptionalString('entityFilename') ?? 'catalog-info.yaml';
  const segments = entityFilename.split('/');
  if (segments.some(segment => segment === '' || segment === '.' || segment === '..')) {
    throw new ConfigError(
      `${key}.entityFilename: '${entityFilename}' must be a path inside the project, like 'catalog-info.yaml' or 'docs/catalog-info.yaml'`,
    );
  }
  return {
    id,
    host: entry.getString('host'),
    group,
    branch: entry.getOptionalString('branch') || undefined,
    fallbackBranch: entry.getOptionalString('fallbackBranch') ?? 'master',
    entityFilename,
    projectPattern: readPattern(entry, 'projectPattern', key),
    groupPattern: readPattern(entry, 'groupPattern', key),
    userPattern: readPattern(entry, 'userPattern', key),
    orgEnabled: entry.getOptionalBoolean('orgEnabled') ?? false,
    skipForkedRepos: entry.getOptionalBoolean('skipForkedRepos') ?? false,
    includeArchivedRepos: entry.getOptionalBoolean('includeArchivedRepos') ?? false,
    membership: entry.getOptionalBoolean('membership') ?? false,
    refreshIntervalMs: readDurationMs(entry, 'schedule.frequency'),
  };
}

/** A pattern key as a regular expression; every value matches when absent. */
function readPattern(entry: Config, name: string, key: string): RegExp {
  const source = entry.getOptionalString(name);
  if (source === undefined) return /[\s\S]*/;
  try {
    return new RegExp(source);
  } catch {
    throw new ConfigError(`${key}.${name}: '${source}' is not a regular expression`);
  }
}
