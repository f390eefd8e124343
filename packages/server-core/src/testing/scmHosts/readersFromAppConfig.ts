import { parse } from 'yaml';
import { createConfig } from '../../config';
import { readScmIntegrations } from '../../integrations/readScmIntegrations';
import {
  createIntegrationReader,
  type IntegrationReader,
} from '../../reading/createIntegrationReader';
import { createUrlReader, type UrlReader } from '../../reading/createUrlReader';

/**
 * The readers the server makes from an app-config.yaml holding an `integrations` section, as a
 * user writes it, on a clock the test moves (rate limits are timed by it).
 */
export function readersFromAppConfig(
  appConfigYaml: string,
  now: () => number = Date.now,
): { integrationReader: IntegrationReader; urlReader: UrlReader } {
  const integrations = readScmIntegrations(createConfig(parse(appConfigYaml) as object));
  return {
    integrationReader: createIntegrationReader({
      integrations,
      timeoutMs: 10_000,
      maxBytes: 1024 * 1024,
      now,
    }),
    // Integration hosts need no reading rule.
    urlReader: createUrlReader({ allow: [], integrations, now }),
  };
}
