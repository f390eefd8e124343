import type { Entity } from '@atrium/model';
import type { ClusterObjects, KubernetesObject } from '../../shared/contract';

export function componentEntity(annotations: Record<string, string> = {}): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'billing', namespace: 'default', annotations },
    spec: { type: 'service', lifecycle: 'production', owner: 'team-a' },
  };
}

export const annotated = componentEntity({ 'backstage.io/kubernetes-id': 'billing' });

// Objects of built-in kinds carry no apiVersion or kind, as a cluster's lists give them and the
// server passes them on: the tab knows their kind from the list they came in.

export function deployment(name: string): KubernetesObject {
  return {
    metadata: { name, namespace: 'default', uid: `deploy-${name}` },
    spec: { replicas: 2 },
    status: { replicas: 2, readyReplicas: 1 },
  };
}

export function replicaSet(name: string, owner: string): KubernetesObject {
  return {
    metadata: {
      name,
      namespace: 'default',
      uid: `rs-${name}`,
      ownerReferences: [{ kind: 'Deployment', name: owner }],
    },
  };
}

export function pod(
  name: string,
  owner: string,
  state: 'running' | 'crashing' = 'running',
): KubernetesObject {
  return {
    metadata: {
      name,
      namespace: 'default',
      uid: `pod-${name}`,
      ownerReferences: [{ kind: 'ReplicaSet', name: owner }],
    },
    spec: { containers: [{ name: 'app', image: 'registry.example/billing:1.2.3' }] },
    status: {
      phase: 'Running',
      podIP: '10.0.0.7',
      containerStatuses: [
        state === 'running'
          ? { name: 'app', ready: true, restartCount: 0, state: { running: {} } }
          : {
              name: 'app',
              ready: false,
              restartCount: 7,
              state: { waiting: { reason: 'CrashLoopBackOff', message: 'back-off restarting' } },
              lastState: { terminated: { reason: 'Error', exitCode: 1 } },
            },
      ],
    },
  };
}

/** A cluster running billing: one deployment, one healthy and one crashing pod. */
export function billingCluster(name = 'local'): ClusterObjects {
  const healthy = pod('billing-abc', 'billing-7f9');
  return {
    cluster: { name, dashboardUrl: 'https://dashboard.example/', dashboardApp: 'standard' },
    resources: [
      { type: 'deployments', resources: [deployment('billing')] },
      { type: 'replicasets', resources: [replicaSet('billing-7f9', 'billing')] },
      { type: 'pods', resources: [healthy, pod('billing-def', 'billing-7f9', 'crashing')] },
      {
        type: 'services',
        resources: [
          {
            metadata: { name: 'billing', namespace: 'default' },
            spec: { type: 'ClusterIP', clusterIP: '10.1.0.1' },
          },
        ],
      },
    ],
    // As the server answers: CPU in cores as numbers, memory in bytes as strings of digits.
    podMetrics: [
      {
        pod: healthy,
        cpu: { currentUsage: 0.05, requestTotal: 0.1, limitTotal: 0.5 },
        memory: {
          currentUsage: String(64 * 1024 * 1024),
          requestTotal: String(128 * 1024 * 1024),
          limitTotal: String(256 * 1024 * 1024),
        },
        containers: [],
      },
    ],
    errors: [],
  };
}
