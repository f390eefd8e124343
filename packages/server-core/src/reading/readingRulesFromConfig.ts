import type { Config } from '../config';
import { readConfiguredIntegrations } from '../integrations/config/readConfiguredIntegrations';
import type { ReadingAllowRule } from './isReadingAllowed';

/**
 * `backend.reading.allow`, plus the hosts of every configured integration: reading from a host an
 * administrator configured is expected to work. A git host also serves files from its API and raw
 * addresses (api.github.com, raw.githubusercontent.com, a GitHub Enterprise's `/raw`, gitiles);
 * an object store from any subdomain of its host, where buckets and accounts live.
 */
export function readingRulesFromConfig(config: Config): ReadingAllowRule[] {
  const rules: ReadingAllowRule[] = (
    config.getOptionalConfigArray('backend.reading.allow') ?? []
  ).map(entry => ({ host: entry.getString('host'), paths: entry.getOptionalStringArray('paths') }));
  const { scm, storage } = readConfiguredIntegrations(config);
  const hosts = new Set<string>();
  for (const integration of scm) {
    hosts.add(integration.host);
    const { baseUrl, apiBaseUrl, rawBaseUrl, cloneUrl, gitilesBaseUrl } = integration;
    for (const url of [baseUrl, apiBaseUrl, rawBaseUrl, cloneUrl, gitilesBaseUrl]) {
      if (url) hosts.add(new URL(url).host.toLowerCase());
    }
  }
  for (const { host } of storage) {
    hosts.add(host);
    hosts.add(`*.${host}`);
  }
  return [...rules, ...[...hosts].map(host => ({ host }))];
}
