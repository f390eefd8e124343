import {
  catalogProviders,
  catalogRefreshServiceRef,
  type CatalogProvider,
} from '@atrium/plugin-catalog/node';
import { httpEventsServiceRef } from '@atrium/plugin-events/node';
import {
  createGithubApi,
  createIntegrationApis,
  definePlugin,
  optionalService,
  readScmIntegrations,
  type Config,
  type GithubApi,
} from '@atrium/server-core';
import { discoverRepositories } from './discovery/discoverRepositories';
import { readDiscoveryConfigs } from './discovery/readDiscoveryConfigs';
import { readGithubOrg } from './org/readGithubOrg';
import { readOrgConfigs } from './org/readOrgConfigs';
import { createGithubWebhookTopic } from './webhooks/createGithubWebhookTopic';

/**
 * The GitHub providers of the catalog. Both share one API client per host (created when the
 * catalog asks for their instances), so they share its ETag cache and its view of the rate limit.
 */
export function createGithubCatalogProviders(): CatalogProvider[] {
  let apiFor: ((host: string, key: string) => GithubApi) | undefined;
  const apis = (config: Config) =>
    (apiFor ??= createIntegrationApis(readScmIntegrations(config), 'github', createGithubApi));
  return [
    {
      // `catalog.providers.github`: the catalog files of an organisation's repositories.
      type: 'github-discovery',
      instances: ({ config }) =>
        readDiscoveryConfigs(config).map(discovery => {
          const key = `catalog.providers.github.${discovery.id}.host`;
          const api = apis(config)(discovery.host, key);
          return {
            id: discovery.id,
            refreshIntervalMs: discovery.refreshIntervalMs,
            read: () => discoverRepositories(api, discovery),
          };
        }),
    },
    {
      // `catalog.providers.githubOrg`: an organisation's teams and members.
      type: 'github-org',
      instances: ({ config }) =>
        readOrgConfigs(config).map(org => {
          const key = `catalog.providers.githubOrg (${org.id}).githubUrl`;
          const api = apis(config)(new URL(org.githubUrl).host, key);
          return {
            id: org.id,
            refreshIntervalMs: org.refreshIntervalMs,
            async read() {
              const entities: unknown[] = [];
              for (const name of org.orgs) entities.push(...(await readGithubOrg(api, name)));
              return entities;
            },
          };
        }),
    },
  ];
}

/**
 * GitHub for the catalog: repository discovery, the organisation's teams and members, and the
 * webhook that makes a push visible at once.
 */
export const githubPlugin = definePlugin({
  id: 'github',
  deps: {
    events: optionalService(httpEventsServiceRef),
    catalogRefresh: optionalService(catalogRefreshServiceRef),
  },
  register: registrar => registrar.add(catalogProviders, ...createGithubCatalogProviders()),
  setup({ config, deps }) {
    const { events, catalogRefresh } = deps;
    if (!events || !catalogRefresh) return;
    events.addTopic(
      createGithubWebhookTopic({ secrets: webhookSecrets(config), refresh: catalogRefresh }),
    );
  },
});

/** `events.modules.github.webhookSecret` and every GitHub App's `webhookSecret`. */
function webhookSecrets(config: Config): string[] {
  const secrets = [config.getOptionalString('events.modules.github.webhookSecret')];
  for (const integration of readScmIntegrations(config).list()) {
    for (const app of integration.githubApps ?? []) secrets.push(app.webhookSecret);
  }
  return secrets.filter((secret): secret is string => Boolean(secret));
}
