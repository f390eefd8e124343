import { ConfigError, type Config } from '@atrium/server-core';
import { CLUSTER_ANNOTATIONS } from '../../shared';
import type { ClusterDetails } from './ClusterDetails';
import { readKubeconfigCluster } from './readKubeconfigCluster';

/** The auth providers a cluster may name (spec 001 §7). */
export const CLUSTER_AUTH_PROVIDERS = [
  'serviceAccount',
  'oidc',
  'google',
  'googleServiceAccount',
  'aws',
  'azure',
  'aks',
  'localKubectlProxy',
] as const;

/**
 * The clusters of `kubernetes.clusterLocatorMethods` entries of type `config` (and a local
 * `kubectl proxy` for entries of type `localKubectlProxy`, a kubeconfig context for those of type
 * `kubeconfig`), as Backstage's configuration writes them: `name`, `url`, `authProvider`,
 * `serviceAccountToken`, `caData` or `caFile`, `skipTLSVerify`, `skipMetricsLookup`,
 * `dashboardUrl`, `dashboardApp`, `dashboardParameters`, `oidcTokenProvider`, `title`, and for
 * `aws` `assumeRole` and `externalId` or `authMetadata` (the catalog's annotations
 * `kubernetes.io/aws-assume-role`, `kubernetes.io/aws-external-id`, `kubernetes.io/x-k8s-aws-id`).
 * Checked at start: a mistake stops it.
 */
export function readConfiguredClusters(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): ClusterDetails[] {
  const methods = config.getOptionalConfigArray('kubernetes.clusterLocatorMethods') ?? [];
  const clusters = [
    ...methods
      .filter(method => method.getString('type') === 'config')
      .flatMap(method => method.getOptionalConfigArray('clusters') ?? [])
      .map(readCluster),
    ...methods.filter(method => method.getString('type') === 'localKubectlProxy').map(localProxy),
    ...methods
      .filter(method => method.getString('type') === 'kubeconfig')
      .map(method => readKubeconfigCluster(method, env)),
  ];
  const names = new Set<string>();
  for (const cluster of clusters) {
    if (names.has(cluster.name)) {
      throw new ConfigError(`Kubernetes cluster '${cluster.name}' is configured twice`);
    }
    names.add(cluster.name);
  }
  return clusters;
}

/** `kubectl proxy` on this machine: it adds the credentials of the local kubeconfig. */
function localProxy(method: Config): ClusterDetails {
  return {
    name: method.getOptionalString('name') ?? 'local',
    url: (method.getOptionalString('url') ?? 'http://127.0.0.1:8001').replace(/\/+$/, ''),
    authProvider: 'localKubectlProxy',
    skipTLSVerify: false,
    skipMetricsLookup: method.getOptionalBoolean('skipMetricsLookup') ?? false,
  };
}

function readCluster(entry: Config): ClusterDetails {
  const name = entry.getString('name');
  const url = entry.getString('url');
  const authProvider = entry.getOptionalString('authProvider') ?? 'serviceAccount';
  if (!(CLUSTER_AUTH_PROVIDERS as readonly string[]).includes(authProvider)) {
    throw new ConfigError(
      `Kubernetes cluster '${name}' has an unknown authProvider '${authProvider}': use one of ${CLUSTER_AUTH_PROVIDERS.join(', ')}`,
    );
  }
  if (!/^https?:\/\//.test(url)) {
    throw new ConfigError(`Kubernetes cluster '${name}' needs an http(s) url, not '${url}'`);
  }
  const oidcTokenProvider = entry.getOptionalString('oidcTokenProvider');
  if (authProvider === 'oidc' && !oidcTokenProvider) {
    throw new ConfigError(`Kubernetes cluster '${name}' uses oidc: give it an oidcTokenProvider`);
  }
  const dashboardParameters = entry.getOptional('dashboardParameters');
  // Backstage's newer form: the catalog's annotations, as a map on the cluster.
  const authMetadata = stringsOf(entry.getOptional('authMetadata'));
  return {
    name,
    url: url.replace(/\/+$/, ''),
    authProvider,
    title: entry.getOptionalString('title'),
    oidcTokenProvider,
    serviceAccountToken: entry.getOptionalString('serviceAccountToken'),
    caData: entry.getOptionalString('caData'),
    caFile: entry.getOptionalString('caFile'),
    skipTLSVerify: entry.getOptionalBoolean('skipTLSVerify') ?? false,
    skipMetricsLookup: entry.getOptionalBoolean('skipMetricsLookup') ?? false,
    dashboardUrl: entry.getOptionalString('dashboardUrl'),
    dashboardApp: entry.getOptionalString('dashboardApp'),
    dashboardParameters:
      dashboardParameters !== null && typeof dashboardParameters === 'object'
        ? (dashboardParameters as Record<string, unknown>)
        : undefined,
    assumeRole:
      entry.getOptionalString('assumeRole') ?? authMetadata[CLUSTER_ANNOTATIONS.awsAssumeRole],
    externalId:
      entry.getOptionalString('externalId') ?? authMetadata[CLUSTER_ANNOTATIONS.awsExternalId],
    awsClusterId: authMetadata[CLUSTER_ANNOTATIONS.xK8sAwsId],
  };
}

function stringsOf(value: unknown): Record<string, string | undefined> {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
