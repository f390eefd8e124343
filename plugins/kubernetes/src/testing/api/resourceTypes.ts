/** What the fake serves: each resource as discovery describes it and where its objects live. */
export interface ResourceType {
  /** `''` for the core group (`/api/v1`). */
  group: string;
  version: string;
  /** The plural in URLs: `pods`, `rollouts`. */
  resource: string;
  singular: string;
  kind: string;
  namespaced: boolean;
  verbs: string[];
  shortNames?: string[];
  /**
   * Where the objects are kept when another version serves the same ones
   * (autoscaling/v1 answers the autoscaling/v2 HPAs).
   */
  storedAs?: { group: string; version: string };
}

const READ = ['get', 'list', 'watch'];
const WRITE = ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'];

function type(
  groupVersion: string,
  resource: string,
  kind: string,
  extra: Partial<ResourceType> = {},
): ResourceType {
  const [group, version] = groupVersion.includes('/')
    ? (groupVersion.split('/') as [string, string])
    : ['', groupVersion];
  return {
    group,
    version,
    resource,
    singular: kind.toLowerCase(),
    kind,
    namespaced: true,
    verbs: WRITE,
    ...extra,
  };
}

export const RESOURCE_TYPES: readonly ResourceType[] = [
  type('v1', 'namespaces', 'Namespace', { namespaced: false, shortNames: ['ns'] }),
  type('v1', 'pods', 'Pod', { shortNames: ['po'] }),
  type('v1', 'services', 'Service', { shortNames: ['svc'] }),
  type('v1', 'configmaps', 'ConfigMap', { shortNames: ['cm'] }),
  type('v1', 'limitranges', 'LimitRange', { shortNames: ['limits'] }),
  type('v1', 'resourcequotas', 'ResourceQuota', { shortNames: ['quota'] }),
  type('v1', 'events', 'Event', { shortNames: ['ev'] }),
  type('apps/v1', 'deployments', 'Deployment', { shortNames: ['deploy'] }),
  type('apps/v1', 'replicasets', 'ReplicaSet', { shortNames: ['rs'] }),
  type('apps/v1', 'statefulsets', 'StatefulSet', { shortNames: ['sts'] }),
  type('apps/v1', 'daemonsets', 'DaemonSet', { shortNames: ['ds'] }),
  type('autoscaling/v2', 'horizontalpodautoscalers', 'HorizontalPodAutoscaler', {
    shortNames: ['hpa'],
  }),
  type('autoscaling/v1', 'horizontalpodautoscalers', 'HorizontalPodAutoscaler', {
    shortNames: ['hpa'],
    storedAs: { group: 'autoscaling', version: 'v2' },
  }),
  type('batch/v1', 'jobs', 'Job'),
  type('batch/v1', 'cronjobs', 'CronJob', { shortNames: ['cj'] }),
  type('networking.k8s.io/v1', 'ingresses', 'Ingress', { shortNames: ['ing'] }),
  type('argoproj.io/v1alpha1', 'rollouts', 'Rollout', { shortNames: ['ro'] }),
  type('argoproj.io/v1alpha1', 'analysisruns', 'AnalysisRun'),
  type('metrics.k8s.io/v1beta1', 'pods', 'PodMetrics', { verbs: READ }),
];

/** Subresources listed by discovery under `/api/v1`; served by their own routes. */
export const POD_SUBRESOURCES = [
  { name: 'pods/log', kind: 'Pod', verbs: ['get'] },
  { name: 'pods/exec', kind: 'PodExecOptions', verbs: ['create', 'get'] },
] as const;

export const groupVersionOf = (type: Pick<ResourceType, 'group' | 'version'>): string =>
  type.group === '' ? type.version : `${type.group}/${type.version}`;

export function findResourceType(
  group: string,
  version: string,
  resource: string,
): ResourceType | undefined {
  return RESOURCE_TYPES.find(
    candidate =>
      candidate.group === group && candidate.version === version && candidate.resource === resource,
  );
}

/** The type an object of this apiVersion and kind is stored under (not an alias like v1 HPAs). */
export function findStoredType(apiVersion: string, kind: string): ResourceType | undefined {
  return RESOURCE_TYPES.find(
    candidate =>
      !candidate.storedAs && groupVersionOf(candidate) === apiVersion && candidate.kind === kind,
  );
}
