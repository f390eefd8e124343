import type { KubernetesObject } from './contract';

/**
 * API groups of the kinds the tab shows. Items of a Kubernetes list answer carry no apiVersion,
 * so the group often has to come from the kind.
 */
const KIND_GROUPS: Record<string, string> = {
  Pod: '',
  Service: '',
  ConfigMap: '',
  Secret: '',
  Namespace: '',
  Node: '',
  PersistentVolume: '',
  PersistentVolumeClaim: '',
  Deployment: 'apps',
  ReplicaSet: 'apps',
  StatefulSet: 'apps',
  DaemonSet: 'apps',
  Job: 'batch',
  CronJob: 'batch',
  Ingress: 'networking.k8s.io',
  HorizontalPodAutoscaler: 'autoscaling',
  Rollout: 'argoproj.io',
};

/** Kinds that live outside any namespace. */
const CLUSTER_SCOPED_KINDS = new Set([
  'Namespace',
  'Node',
  'PersistentVolume',
  'StorageClass',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
]);

/** The object's API group: from its apiVersion ('apps/v1' → 'apps'; core 'v1' → ''), else its kind. */
export function apiGroupOf(object: KubernetesObject, kind: string): string {
  const apiVersion = object.apiVersion;
  if (apiVersion) {
    const slash = apiVersion.indexOf('/');
    return slash === -1 ? '' : apiVersion.slice(0, slash);
  }
  return KIND_GROUPS[kind] ?? '';
}

export function isKnownKind(kind: string): boolean {
  return kind in KIND_GROUPS;
}

export function isNamespacedKind(kind: string): boolean {
  return !CLUSTER_SCOPED_KINDS.has(kind);
}

/** The resource name Kubernetes gives a kind: 'Deployment' → 'deployments', 'Ingress' → 'ingresses'. */
export function pluralOf(kind: string): string {
  const lower = kind.toLowerCase();
  if (/(s|x|ch|sh)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}
