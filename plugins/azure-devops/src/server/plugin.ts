import { catalogProviders, type CatalogProvider } from '@atrium/plugin-catalog/node';
import {
  createIntegrationApis,
  definePlugin,
  readScmIntegrations,
  type Config,
  type ScmIntegration,
} from '@atrium/server-core';
import { readAzureDevOpsConfigs } from './config/readAzureDevOpsConfigs';
import { createCodeSearch, type CodeSearch } from './discovery/createCodeSearch';
import { discoverCatalogFiles } from './discovery/discoverCatalogFiles';

interface HostSearch {
  integration: ScmIntegration;
  search: CodeSearch;
}

/**
 * The Azure DevOps provider of the catalog, read from `catalog.providers.azureDevOps`: the
 * catalog files code search finds. Instances on one host share its search, and so its view of
 * the rate limit.
 */
export function createAzureDevOpsCatalogProviders(): CatalogProvider[] {
  let searchFor: ((host: string, key: string) => HostSearch) | undefined;
  const searches = (config: Config) =>
    (searchFor ??= createIntegrationApis(readScmIntegrations(config), 'azure', integration => ({
      integration,
      search: createCodeSearch(integration),
    })));
  return [
    {
      type: 'azure-devops-discovery',
      instances: ({ config }) =>
        readAzureDevOpsConfigs(config).map(provider => {
          const key = `catalog.providers.azureDevOps.${provider.id}.host`;
          const { integration, search } = searches(config)(provider.host, key);
          return {
            id: provider.id,
            refreshIntervalMs: provider.refreshIntervalMs,
            read: () => discoverCatalogFiles(search, integration.baseUrl, provider),
          };
        }),
    },
  ];
}

/** Azure DevOps for the catalog: discovery of catalog files through Code Search. */
export const azureDevOpsPlugin = definePlugin({
  id: 'azure-devops',
  deps: {},
  register: registrar => registrar.add(catalogProviders, ...createAzureDevOpsCatalogProviders()),
  setup() {},
});
