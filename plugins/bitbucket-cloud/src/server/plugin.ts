import {
  catalogProviders,
  catalogRefreshServiceRef,
  type CatalogProvider,
} from '@atrium/plugin-catalog/node';
import { httpEventsServiceRef } from '@atrium/plugin-events/node';
import { definePlugin, optionalService, type Config } from '@atrium/server-core';
import {
  findBitbucketCloudIntegration,
  requireSearchIntegration,
} from './config/findBitbucketCloudIntegration';
import { readBitbucketCloudConfigs } from './config/readBitbucketCloudConfigs';
import { DISCOVERY_TYPE } from './constants';
import {
  createBitbucketCloudApi,
  type BitbucketCloudApi,
} from './discovery/createBitbucketCloudApi';
import { discoverCatalogFiles } from './discovery/discoverCatalogFiles';
import { createBitbucketCloudWebhookTopic } from './webhooks/createBitbucketCloudWebhookTopic';

/**
 * The Bitbucket Cloud provider of the catalog, read from `catalog.providers.bitbucketCloud`. Its
 * instances share one API client, so they share its ETag cache and its view of the rate limit.
 */
export function createBitbucketCloudCatalogProvider(): CatalogProvider {
  let api: BitbucketCloudApi | undefined;
  const apiOf = (config: Config, key: string) =>
    (api ??= createBitbucketCloudApi(requireSearchIntegration(config, key)));
  return {
    type: DISCOVERY_TYPE,
    instances: ({ config }) =>
      readBitbucketCloudConfigs(config).map(provider => {
        const instanceApi = apiOf(config, `catalog.providers.bitbucketCloud.${provider.id}`);
        return {
          id: provider.id,
          refreshIntervalMs: provider.refreshIntervalMs,
          read: () => discoverCatalogFiles(instanceApi, provider),
        };
      }),
  };
}

/**
 * Bitbucket Cloud for the catalog: discovery of a workspace's catalog files by code search, and
 * the webhook that makes a push visible at once.
 */
export const bitbucketCloudPlugin = definePlugin({
  id: 'bitbucket-cloud',
  deps: {
    events: optionalService(httpEventsServiceRef),
    catalogRefresh: optionalService(catalogRefreshServiceRef),
  },
  register: registrar => registrar.add(catalogProviders, createBitbucketCloudCatalogProvider()),
  setup({ config, deps }) {
    const { events, catalogRefresh } = deps;
    if (!events || !catalogRefresh) return;
    events.addTopic(
      createBitbucketCloudWebhookTopic({
        secret: config.getOptionalString('events.modules.bitbucketCloud.webhookSecret'),
        baseUrl: findBitbucketCloudIntegration(config)?.baseUrl ?? 'https://bitbucket.org',
        refresh: catalogRefresh,
      }),
    );
  },
});
