import type { Config } from '../config';
import type { ReadingAllowRule } from './isReadingAllowed';

/** Hosts a configured source-control integration serves files from, besides its own host. */
const extraHostsByIntegrationHost: Record<string, string[]> = {
  'github.com': ['raw.githubusercontent.com'],
};

/**
 * `backend.reading.allow`, plus every host a configured integration (`integrations.<type>[].host`)
 * names: reading from a host an administrator configured is expected to work.
 */
export function readingRulesFromConfig(config: Config): ReadingAllowRule[] {
  const rules: ReadingAllowRule[] = (
    config.getOptionalConfigArray('backend.reading.allow') ?? []
  ).map(entry => ({ host: entry.getString('host'), paths: entry.getOptionalStringArray('paths') }));
  const integrations = config.getOptionalConfig('integrations');
  for (const type of integrations?.keys() ?? []) {
    for (const entry of integrations?.getOptionalConfigArray(type) ?? []) {
      const host = entry.getOptionalString('host');
      if (!host) continue;
      rules.push({ host });
      for (const extra of extraHostsByIntegrationHost[host] ?? []) rules.push({ host: extra });
    }
  }
  return rules;
}
