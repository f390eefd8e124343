import {
  ConfigError,
  apiAuthHeaders,
  readConfiguredIntegrations,
  type Config,
  type ScmIntegration,
} from '@atrium/server-core';

/**
 * The configured `integrations.bitbucketCloud` entry: the one for bitbucket.org, else the first
 * (a local stand-in). The public default without credentials is not one: code search is only
 * answered to a signed-in account.
 */
export function findBitbucketCloudIntegration(config: Config): ScmIntegration | undefined {
  const configured = readConfiguredIntegrations(config).scm.filter(
    integration => integration.type === 'bitbucketCloud',
  );
  return configured.find(integration => integration.host === 'bitbucket.org') ?? configured[0];
}

/** The integration discovery searches with; a ConfigError naming `key` without a usable one. */
export function requireSearchIntegration(config: Config, key: string): ScmIntegration {
  const integration = findBitbucketCloudIntegration(config);
  if (!integration) {
    throw new ConfigError(
      `${key}: no integrations.bitbucketCloud entry is configured; code search needs its username and appPassword, or a token`,
    );
  }
  const apiBaseUrl = integration.apiBaseUrl ?? 'https://api.bitbucket.org/2.0';
  if (!apiAuthHeaders(integration, apiBaseUrl).authorization) {
    throw new ConfigError(
      `${key}: integrations.bitbucketCloud for ${integration.host} has no credentials; code search needs a username and appPassword, or a token`,
    );
  }
  return integration;
}
