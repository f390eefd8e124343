import type { FakeObject } from '@atrium/plugin-kubernetes/testing';

/** The id the benchmark's entity is found by on every cluster. */
export const BENCH_KUBERNETES_ID = 'bench-service';

/**
 * `count` running pods of the benchmark's entity on one cluster, each with two containers,
 * requests and limits, and their metrics: what a large deployment looks like to the tab.
 */
export function generatePods(count: number, cluster: string): FakeObject[] {
  const objects: FakeObject[] = [];
  for (let index = 0; index < count; index++) {
    const name = `${BENCH_KUBERNETES_ID}-${cluster}-${index.toString().padStart(4, '0')}`;
    const metadata = {
      name,
      namespace: 'bench',
      labels: { 'backstage.io/kubernetes-id': BENCH_KUBERNETES_ID, app: BENCH_KUBERNETES_ID },
      creationTimestamp: '2026-11-20T08:00:00Z',
    };
    const containers = ['app', 'proxy'].map(container => ({
      name: container,
      image: `registry.example.com/${container}:1.0.0`,
      resources: {
        requests: { cpu: '100m', memory: '128Mi' },
        limits: { cpu: '500m', memory: '256Mi' },
      },
    }));
    objects.push(
      {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata,
        spec: { containers },
        status: {
          phase: 'Running',
          podIP: `10.1.${Math.floor(index / 250)}.${index % 250}`,
          startTime: '2026-11-20T08:00:05Z',
          containerStatuses: containers.map(container => ({
            name: container.name,
            ready: true,
            restartCount: 0,
            state: { running: { startedAt: '2026-11-20T08:00:06Z' } },
          })),
        },
      } as FakeObject,
      {
        apiVersion: 'metrics.k8s.io/v1beta1',
        kind: 'PodMetrics',
        metadata: { name, namespace: 'bench', labels: metadata.labels },
        containers: containers.map(container => ({
          name: container.name,
          usage: { cpu: '42m', memory: '97Mi' },
        })),
      } as unknown as FakeObject,
    );
  }
  return objects;
}
