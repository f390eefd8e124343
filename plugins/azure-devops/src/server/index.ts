export { azureDevOpsPlugin, createAzureDevOpsCatalogProviders } from './plugin';
