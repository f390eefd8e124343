import {
  catalogProviders,
  catalogRefreshServiceRef,
  type CatalogProvider,
} from '@atrium/plugin-catalog/node';
import { httpEventsServiceRef } from '@atrium/plugin-events/node';
import {
  createGitlabApi,
  createIntegrationApis,
  definePlugin,
  optionalService,
  readScmIntegrations,
  type Config,
  type GitlabApi,
} from '@atrium/server-core';
import { readGitlabConfigs } from './config/readGitlabConfigs';
import { discoverProjects } from './discovery/discoverProjects';
import { readGitlabOrg } from './org/readGitlabOrg';
import { createGitlabWebhookTopic } from './webhooks/createGitlabWebhookTopic';

/**
 * The GitLab providers of the catalog, both read from `catalog.providers.gitlab`: project
 * discovery for every instance, the groups and members for those with `orgEnabled`.
 */
export function createGitlabCatalogProviders(): CatalogProvider[] {
  let apiFor: ((host: string, key: string) => GitlabApi) | undefined;
  const apis = (config: Config) =>
    (apiFor ??= createIntegrationApis(readScmIntegrations(config), 'gitlab', createGitlabApi));
  const apiOf = (config: Config, id: string, host: string) =>
    apis(config)(host, `catalog.providers.gitlab.${id}.host`);
  return [
    {
      type: 'gitlab-discovery',
      instances: ({ config }) =>
        readGitlabConfigs(config).map(provider => {
          const api = apiOf(config, provider.id, provider.host);
          return {
            id: provider.id,
            refreshIntervalMs: provider.refreshIntervalMs,
            read: () => discoverProjects(api, provider),
          };
        }),
    },
    {
      type: 'gitlab-org',
      instances: ({ config }) =>
        readGitlabConfigs(config)
          .filter(provider => provider.orgEnabled)
          .map(provider => {
            const api = apiOf(config, provider.id, provider.host);
            return {
              id: provider.id,
              refreshIntervalMs: provider.refreshIntervalMs,
              read: () => readGitlabOrg(api, provider),
            };
          }),
    },
  ];
}

/**
 * GitLab for the catalog: project discovery, the groups and their members, and the webhook that
 * makes a push visible at once.
 */
export const gitlabPlugin = definePlugin({
  id: 'gitlab',
  deps: {
    events: optionalService(httpEventsServiceRef),
    catalogRefresh: optionalService(catalogRefreshServiceRef),
  },
  register: registrar => registrar.add(catalogProviders, ...createGitlabCatalogProviders()),
  setup({ config, deps }) {
    const { events, catalogRefresh } = deps;
    if (!events || !catalogRefresh) return;
    events.addTopic(
      createGitlabWebhookTopic({
        secret: config.getOptionalString('events.modules.gitlab.webhookSecret'),
        refresh: catalogRefresh,
      }),
    );
  },
});
