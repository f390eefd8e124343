import type { Entity } from '@atrium/model';
import type { Principal } from '@atrium/server-core';
import type { CatalogEntities } from '@atrium/plugin-catalog/node';
import { CLUSTER_ANNOTATIONS, KUBERNETES_PLUGIN_ID } from '../../shared';
import type { ClusterDetails } from './ClusterDetails';

/** Clusters described in the catalog are read again after this long. */
const CATALOG_CLUSTERS_TTL_MS = 10_000;

/** The plugin reads cluster entities as itself: every user sees the same clusters. */
const KUBERNETES_SERVICE: Principal = {
  type: 'service',
  subject: `plugin:${KUBERNETES_PLUGIN_ID}`,
};

/**
 * `kubernetes.clusterLocatorMethods: [{ type: catalog }]`: Resource entities of type
 * `kubernetes-cluster`, described by the cluster annotations of spec 000 §3 (API server, its CA,
 * auth provider, dashboard, …). Read through the catalog, kept for a few seconds.
 */
export function createCatalogClusters(
  catalog: () => CatalogEntities | undefined,
): () => Promise<ClusterDetails[]> {
  let cached: { at: number; clusters: Promise<ClusterDetails[]> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > CATALOG_CLUSTERS_TTL_MS) {
      const reading = read(catalog());
      cached = { at: Date.now(), clusters: reading };
      // A failed read is not kept: the next request tries again.
      reading.catch(() => (cached = undefined));
    }
    return cached.clusters;
  };
}

async function read(catalog: CatalogEntities | undefined): Promise<ClusterDetails[]> {
  if (!catalog) return [];
  const entities = await catalog.getEntities(
    { kind: 'resource', 'spec.type': 'kubernetes-cluster' },
    { principal: KUBERNETES_SERVICE },
  );
  return entities.flatMap(entity => {
    const cluster = clusterOf(entity);
    return cluster ? [cluster] : [];
  });
}

/** A cluster entity without an API server annotation describes no reachable cluster. */
export function clusterOf(entity: Entity): ClusterDetails | undefined {
  const annotations = entity.metadata.annotations ?? {};
  const url = annotations[CLUSTER_ANNOTATIONS.apiServer];
  if (!url) return undefined;
  const flag = (key: string) => annotations[key]?.toLowerCase() === 'true';
  return {
    name: entity.metadata.name,
    title: entity.metadata.title,
    url: url.replace(/\/+$/, ''),
    authProvider: annotations[CLUSTER_ANNOTATIONS.authProvider] ?? 'serviceAccount',
    oidcTokenProvider: annotations[CLUSTER_ANNOTATIONS.oidcTokenProvider],
    caData: annotations[CLUSTER_ANNOTATIONS.apiServerCertificateAuthority],
    skipTLSVerify: flag(CLUSTER_ANNOTATIONS.skipTlsVerify),
    skipMetricsLookup: flag(CLUSTER_ANNOTATIONS.skipMetricsLookup),
    dashboardUrl: annotations[CLUSTER_ANNOTATIONS.dashboardUrl],
    dashboardApp: annotations[CLUSTER_ANNOTATIONS.dashboardApp],
    dashboardParameters: parseParameters(annotations[CLUSTER_ANNOTATIONS.dashboardParameters]),
    assumeRole: annotations[CLUSTER_ANNOTATIONS.awsAssumeRole],
    externalId: annotations[CLUSTER_ANNOTATIONS.awsExternalId],
    awsClusterId: annotations[CLUSTER_ANNOTATIONS.xK8sAwsId],
  };
}

function parseParameters(json: string | undefined): Record<string, unknown> | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object'
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
