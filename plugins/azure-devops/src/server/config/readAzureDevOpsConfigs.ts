import { ConfigError, readDurationMs, type Config } from '@atrium/server-core';

/** One instance of `catalog.providers.azureDevOps` (Backstage's keys and defaults). */
export interface AzureDevOpsProviderConfig {
  /** The key under `catalog.providers.azureDevOps`. */
  id: string;
  /** The `integrations.azure` host whose credentials are used; Azure DevOps Services by default. */
  host: string;
  /** The organisation, or the collection on Azure DevOps Server. */
  organization: string;
  /** A project name, or a code search pattern (`*` for every project of the organisation). */
  project: string;
  /** A repository name or code search pattern (`service-*`). */
  repository: string;
  /** Search and read this branch instead of each repository's default branch. */
  branch?: string;
  /** The catalog file's path from each repository's root, code search wildcards allowed. */
  path: string;
  refreshIntervalMs?: number;
}

const KEY = 'catalog.providers.azureDevOps';

/** `catalog.providers.azureDevOps`: providers by id, as Backstage reads it. */
export function readAzureDevOpsConfigs(config: Config): AzureDevOpsProviderConfig[] {
  const section = config.getOptionalConfig(KEY);
  if (!section) return [];
  return section.keys().map(id => readOne(section.getConfig(id), id, `${KEY}.${id}`));
}

function readOne(entry: Config, id: string, key: string): AzureDevOpsProviderConfig {
  const organization = entry.getString('organization');
  // The organisation is a path segment of every URL built from it.
  if (/[/\\\s?#]/.test(organization)) {
    throw new ConfigError(
      `${key}.organization: '${organization}' must be one organization (or collection) name, without '/' or spaces`,
    );
  }
  const project = entry.getString('project');
  const repository = entry.getOptionalString('repository') ?? '*';
  // The search text is split at spaces; a name with spaces is quoted, as in the web search box.
  for (const [name, value] of [
    ['project', project],
    ['repository', repository],
  ] as const) {
    if (/\s/.test(value) && !/^"[^"]+"$/.test(value)) {
      throw new ConfigError(
        `${key}.${name}: '${value}' holds a space; quote the name as '"${value}"', as in Azure DevOps' search box`,
      );
    }
  }
  return {
    id,
    host: entry.getOptionalString('host') ?? 'dev.azure.com',
    organization,
    project,
    repository,
    branch: entry.getOptionalString('branch'),
    path: readPath(entry, key),
    refreshIntervalMs: readDurationMs(entry, 'schedule.frequency'),
  };
}

function readPath(entry: Config, key: string): string {
  const path = entry.getOptionalString('path') ?? '/catalog-info.yaml';
  const segments = path.split('/').slice(1);
  if (
    !path.startsWith('/') ||
    /\s/.test(path) ||
    segments.some(segment => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new ConfigError(
      `${key}.path: '${path}' must be a path from the repository's root, like '/catalog-info.yaml' or '/src/*/catalog-info.yaml'`,
    );
  }
  return path;
}
