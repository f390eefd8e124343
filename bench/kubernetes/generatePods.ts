import type { FakeObject } from '@atrium/plugin-kubernetes/testing';

/** The id the benchmark's entity is found by on every cluster. */
export const BENCH_KUBERNETES_ID = 'bench-service';

export interface GeneratePodsOptions {
  /**
   * Every n-th pod's `app` container is in CrashLoopBackOff after exiting with an error: two
   * detected errors per such pod (the waiting container and its restarts). None unless given.
   */
  crashLoopEvery?: number;
}

const REPLICA_SET = `${BENCH_KUBERNETES_ID}-7c9d8f6b5`;
const LABELS = { 'backstage.io/kubernetes-id': BENCH_KUBERNETES_ID, app: BENCH_KUBERNETES_ID };

/**
 * `count` running pods of the benchmark's entity on one cluster, each with two containers,
 * requests and limits, and their metrics, and the deployment and replica set that own them: what
 * a large deployment looks like to the tab.
 */
export function generatePods(
  count: number,
  cluster: string,
  options: GeneratePodsOptions = {},
): FakeObject[] {
  const every = options.crashLoopEvery;
  const crashing = (index: number) => every !== undefined && index % every === 0;
  const objects = workloadOf(count, every === undefined ? 0 : Math.ceil(count / every));
  for (let index = 0; index < count; index++) {
    const name = `${BENCH_KUBERNETES_ID}-${cluster}-${index.toString().padStart(4, '0')}`;
    const metadata = {
      name,
      namespace: 'bench',
      labels: LABELS,
      creationTimestamp: '2026-11-20T08:00:00Z',
      ownerReferences: [
        { apiVersion: 'apps/v1', kind: 'ReplicaSet', name: REPLICA_SET, controller: true },
      ],
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
          containerStatuses: containers.map(container =>
            crashing(index) && container.name === 'app'
              ? crashLoopStatus(name, container.name)
              : {
                  name: container.name,
                  ready: true,
                  restartCount: 0,
                  state: { running: { startedAt: '2026-11-20T08:00:06Z' } },
                },
          ),
        },
      } as FakeObject,
      {
        apiVersion: 'metrics.k8s.io/v1beta1',
        kind: 'PodMetrics',
        metadata: { name, namespace: 'bench', labels: LABELS },
        containers: containers.map(container => ({
          name: container.name,
          usage: { cpu: '42m', memory: '97Mi' },
        })),
      } as unknown as FakeObject,
    );
  }
  return objects;
}

/** The deployment of `replicas` pods and its replica set, `crashing` of them not ready. */
function workloadOf(replicas: number, crashing: number): FakeObject[] {
  const ready = replicas - crashing;
  const metadata = {
    namespace: 'bench',
    labels: LABELS,
    creationTimestamp: '2026-11-20T07:59:58Z',
  };
  const spec = { replicas, selector: { matchLabels: { app: BENCH_KUBERNETES_ID } } };
  const status = { replicas, readyReplicas: ready, availableReplicas: ready };
  return [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { ...metadata, name: BENCH_KUBERNETES_ID },
      spec,
      status: {
        ...status,
        updatedReplicas: replicas,
        conditions: [
          { type: 'Available', status: 'True', reason: 'MinimumReplicasAvailable' },
          { type: 'Progressing', status: 'True', reason: 'NewReplicaSetAvailable' },
        ],
      },
    },
    {
      apiVersion: 'apps/v1',
      kind: 'ReplicaSet',
      metadata: {
        ...metadata,
        name: REPLICA_SET,
        ownerReferences: [
          {
            apiVersion: 'apps/v1',
            kind: 'Deployment',
            name: BENCH_KUBERNETES_ID,
            controller: true,
          },
        ],
      },
      spec,
      status,
    },
  ];
}

/** A container that keeps exiting with code 1, as `kubectl get pod -o yaml` shows it. */
function crashLoopStatus(pod: string, container: string) {
  return {
    name: container,
    ready: false,
    restartCount: 7,
    state: {
      waiting: {
        reason: 'CrashLoopBackOff',
        message: `back-off 5m0s restarting failed container=${container} pod=${pod}`,
      },
    },
    lastState: {
      terminated: {
        exitCode: 1,
        reason: 'Error',
        startedAt: '2026-11-20T08:30:00Z',
        finishedAt: '2026-11-20T08:30:02Z',
      },
    },
  };
}
