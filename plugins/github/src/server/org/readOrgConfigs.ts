import { ConfigError, readDurationMs, type Config } from '@atrium/server-core';

/** One instance of `catalog.providers.githubOrg` (Backstage's keys). */
export interface GithubOrgConfig {
  id: string;
  /** `https://github.com`, or an Enterprise server's address: names the integration to use. */
  githubUrl: string;
  /** The organisations whose members and teams are read; all the credentials reach when absent. */
  orgs: readonly string[];
  refreshIntervalMs?: number;
}

const KEY = 'catalog.providers.githubOrg';

/** `catalog.providers.githubOrg`: one provider object, or a list of them, each with an `id`. */
export function readOrgConfigs(config: Config): GithubOrgConfig[] {
  if (!config.has(KEY)) return [];
  const entries = Array.isArray(config.get(KEY))
    ? config.getConfigArray(KEY).map((entry, index) => ({ entry, key: `${KEY}[${index}]` }))
    : [{ entry: config.getConfig(KEY), key: KEY }];
  const seen = new Set<string>();
  return entries.map(({ entry, key }) => {
    const id = entry.getString('id');
    if (seen.has(id))
      throw new ConfigError(`${key}.id: '${id}' is used by another githubOrg provider`);
    seen.add(id);
    const githubUrl = entry.getString('githubUrl');
    if (!URL.canParse(githubUrl)) {
      throw new ConfigError(`${key}.githubUrl: '${githubUrl}' is not a valid URL`);
    }
    const orgs = entry.getOptionalStringArray('orgs');
    if (!orgs?.length) {
      throw new ConfigError(`${key}.orgs: name at least one organisation to read`);
    }
    return { id, githubUrl, orgs, refreshIntervalMs: readDurationMs(entry, 'schedule.frequency') };
  });
}
