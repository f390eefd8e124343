import { startFakeKubernetes, type FakeKubernetes } from '@atrium/plugin-kubernetes/testing';
import { generatePods, type GeneratePodsOptions } from './generatePods';

export interface BenchClusters {
  fakes: FakeKubernetes[];
  /** The pods each cluster holds, in the order of `clusters`. */
  podsPerCluster: number[];
  /** The `kubernetes.clusterLocatorMethods` naming them `cluster-1`, `cluster-2`… */
  clusterLocatorMethods: Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

/**
 * Fake clusters holding `pods` pods of the benchmark's entity between them, the first clusters
 * one more when they do not divide evenly, and the configuration that points the portal at them.
 */
export async function startBenchClusters(options: {
  pods: number;
  clusters: number;
  generate?: GeneratePodsOptions;
}): Promise<BenchClusters> {
  const fakes: FakeKubernetes[] = [];
  const podsPerCluster: number[] = [];
  try {
    for (let index = 0; index < options.clusters; index++) {
      const share =
        Math.floor(options.pods / options.clusters) +
        (index < options.pods % options.clusters ? 1 : 0);
      podsPerCluster.push(share);
      const objects = generatePods(share, `c${index + 1}`, options.generate);
      fakes.push(await startFakeKubernetes({ fixtures: [], objects }));
    }
  } catch (error) {
    await Promise.all(fakes.map(fake => fake.stop()));
    throw error;
  }
  return {
    fakes,
    podsPerCluster,
    clusterLocatorMethods: [
      {
        type: 'config',
        clusters: fakes.map((fake, index) => ({
          name: `cluster-${index + 1}`,
          url: fake.url,
          serviceAccountToken: fake.token,
          caData: fake.caDataBase64,
        })),
      },
    ],
    stop: async () => {
      await Promise.all(fakes.map(fake => fake.stop()));
    },
  };
}
