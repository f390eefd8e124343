import {
  definePlugin,
  optionalService,
  permissionsServiceRef,
  readDurationMs,
  type Config,
} from '@atrium/server-core';
import { catalogEntitiesServiceRef } from '@atrium/plugin-catalog/node';
import { KUBERNETES_PLUGIN_ID, type CustomResourceMatcher } from '../shared';
import { readConfiguredClusters } from './clusters/readConfiguredClusters';
import { createCatalogClusters } from './clusters/catalogClusters';
import { createClusterCredentials } from './clusters/credentials/createClusterCredentials';
import { startDemoClusters } from './clusters/startDemoCluster';
import { createExecProxy } from './execProxy';
import { registerProxyRoutes } from './proxyRoutes';
import { registerKubernetesRoutes } from './router';
import { createObjectsService } from './service/createObjectsService';

/** How long one cluster may take to answer one list before it counts as failed. */
const DEFAULT_FETCH_TIMEOUT_MS = 10_000;

/**
 * Kubernetes (spec 000 §2–§9, spec 001 §7): finds an entity's objects on every configured cluster.
 * It reads entities through the catalog as the caller.
 */
export const kubernetesPlugin = definePlugin({
  id: KUBERNETES_PLUGIN_ID,
  deps: {
    catalog: optionalService(catalogEntitiesServiceRef),
    permissions: optionalService(permissionsServiceRef),
  },
  async setup({ config, router, upgrades, deps, logger, lifecycle }) {
    const demo = await startDemoClusters(config, logger);
    lifecycle.onShutdown(() => demo.stop());
    const fixed = [...readConfiguredClusters(config), ...demo.clusters];
    const catalog = () => deps.catalog;
    const fromCatalog = usesCatalogLocator(config) ? createCatalogClusters(catalog) : undefined;
    // Clusters from configuration first; a catalog cluster of the same name does not replace one.
    const clusters = async () => {
      const described = fromCatalog ? await fromCatalog() : [];
      const names = new Set(fixed.map(cluster => cluster.name));
      return [...fixed, ...described.filter(cluster => !names.has(cluster.name))];
    };
    const timeoutMs = readDurationMs(config, 'kubernetes.fetchTimeout') ?? DEFAULT_FETCH_TIMEOUT_MS;
    const permissions = () => deps.permissions;
    const credentials = createClusterCredentials({
      env: process.env,
      googleServiceAccountCredentials: config.getOptionalString(
        'kubernetes.googleServiceAccountCredentials',
      ),
      awsStsEndpoint: config.getOptionalString('kubernetes.aws.stsEndpoint'),
    });
    const objects = createObjectsService({
      clusters,
      credentials,
      customResources: readCustomResources(config),
      timeoutMs,
    });
    registerKubernetesRoutes(router, {
      clusters,
      objects,
      catalog,
      permissions,
    });
    registerProxyRoutes(router, { clusters, credentials, permissions, timeoutMs });
    upgrades.handle('/proxy/', createExecProxy({ clusters, credentials, permissions, timeoutMs }));
  },
});

function usesCatalogLocator(config: Config): boolean {
  return (config.getOptionalConfigArray('kubernetes.clusterLocatorMethods') ?? []).some(
    method => method.getString('type') === 'catalog',
  );
}

function readCustomResources(config: Config): CustomResourceMatcher[] {
  return (config.getOptionalConfigArray('kubernetes.customResources') ?? []).map(entry => ({
    group: entry.getString('group'),
    apiVersion: entry.getString('apiVersion'),
    plural: entry.getString('plural'),
  }));
}
