import type { Config, Logger } from '@atrium/server-core';
import type { ClusterDetails } from './ClusterDetails';

/**
 * `kubernetes.clusterLocatorMethods: [{ type: demo }]`: a fake Kubernetes API server in this
 * process, holding the demo organisation's workloads (healthy and broken), so a portal started
 * without a cluster still shows a working Kubernetes tab. Its name says it is a demo; it serves
 * only this process, on loopback, with a token and CA of its own.
 */
export async function startDemoClusters(
  config: Config,
  logger: Logger,
): Promise<{ clusters: ClusterDetails[]; stop(): Promise<void> }> {
  const methods = (config.getOptionalConfigArray('kubernetes.clusterLocatorMethods') ?? []).filter(
    method => method.getString('type') === 'demo',
  );
  if (methods.length === 0) return { clusters: [], async stop() {} };
  // Loaded only when asked for: production configurations never load the fake.
  const { startFakeKubernetes } = await import('../../testing');
  const started = await Promise.all(
    methods.map(async method => {
      const fake = await startFakeKubernetes();
      const cluster: ClusterDetails = {
        name: method.getOptionalString('name') ?? 'demo-cluster',
        title: method.getOptionalString('title') ?? 'Demo cluster (simulated)',
        url: fake.url,
        authProvider: 'serviceAccount',
        serviceAccountToken: fake.token,
        caData: fake.caDataBase64,
        skipTLSVerify: false,
        skipMetricsLookup: false,
      };
      logger.info({ cluster: cluster.name, url: fake.url }, 'Demo Kubernetes cluster started');
      return { cluster, fake };
    }),
  );
  return {
    clusters: started.map(entry => entry.cluster),
    async stop() {
      await Promise.all(started.map(entry => entry.fake.stop()));
    },
  };
}
