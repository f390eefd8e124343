/**
 * The wire format of the Kubernetes API (spec 000 §3, §7; spec 001 §7), as Backstage's
 * Kubernetes backend answers it. Kubernetes objects travel as the cluster gave them.
 */

/** A Kubernetes object: apiVersion, kind, metadata, spec, status, as the cluster answered. */
export type KubernetesObject = {
  apiVersion?: string;
  kind?: string;
  metadata?: {
    name?: string;
    namespace?: string;
    uid?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    creationTimestamp?: string;
    ownerReferences?: Array<{ kind: string; name: string; uid?: string }>;
  };
  spec?: unknown;
  status?: unknown;
} & Record<string, unknown>;

/** Spec 000 §3: the kinds of objects an entity's answer is grouped by. */
export type FetchResponseType =
  | 'pods'
  | 'services'
  | 'configmaps'
  | 'limitranges'
  | 'resourcequotas'
  | 'deployments'
  | 'replicasets'
  | 'horizontalpodautoscalers'
  | 'jobs'
  | 'cronjobs'
  | 'ingresses'
  | 'customresources'
  | 'statefulsets'
  | 'daemonsets';

export interface FetchResponse {
  type: FetchResponseType;
  resources: KubernetesObject[];
}

/**
 * A cluster, as each item of an objects answer describes it: Backstage's fields and no others,
 * so how a cluster is reached stays on the server.
 */
export interface ClusterAttributes {
  name: string;
  title?: string;
  dashboardUrl?: string;
  dashboardApp?: string;
  dashboardParameters?: Record<string, unknown>;
}

/** A cluster as `GET /clusters` describes it: also whose token its requests need. */
export interface ClusterSummary extends ClusterAttributes {
  authProvider: string;
  oidcTokenProvider?: string;
}

export type KubernetesErrorType =
  | 'FETCH_ERROR'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED_ERROR'
  | 'NOT_FOUND'
  | 'SYSTEM_ERROR'
  | 'UNKNOWN_ERROR';

/** What went wrong on one cluster (spec 000 §3): a whole-cluster failure or one resource path. */
export type KubernetesFetchError =
  | { errorType: 'FETCH_ERROR'; message: string }
  | {
      errorType: Exclude<KubernetesErrorType, 'FETCH_ERROR'>;
      resourcePath?: string;
      statusCode?: number;
    };

/**
 * Used, requested and limited amounts (spec 000 §3 "podMetrics"): CPU in cores, memory in bytes.
 * Whole amounts given with a unit suffix (`256Mi`, `2k`) are strings of digits, as in Backstage's
 * answer, so no precision is lost; fractions and plain numbers are numbers.
 */
export interface ResourceUsage {
  currentUsage: number | string;
  requestTotal: number | string;
  limitTotal: number | string;
}

/**
 * Spec 000 §3: a pod's CPU and memory, and those of each container metrics.k8s.io measured (none
 * for a pod it has no usage for).
 */
export interface PodStatusMetrics {
  pod: KubernetesObject;
  cpu: ResourceUsage;
  memory: ResourceUsage;
  containers: Array<{ container: string; cpuUsage: ResourceUsage; memoryUsage: ResourceUsage }>;
}

export interface ClusterObjects {
  cluster: ClusterAttributes;
  resources: FetchResponse[];
  podMetrics: PodStatusMetrics[];
  errors: KubernetesFetchError[];
}

/** `POST /services/{entityName}` and the workload queries. */
export interface ObjectsByEntityResponse {
  items: ClusterObjects[];
}

/** A custom resource to look for, e.g. Argo Rollouts. */
export interface CustomResourceMatcher {
  group: string;
  apiVersion: string;
  plural: string;
}

/** The auth the web app supplies per provider (spec 001 §7). */
export interface KubernetesRequestAuth {
  google?: string;
  oidc?: Record<string, string>;
  aks?: string;
  [provider: string]: unknown;
}

/** `GET /clusters`. */
export interface ClustersResponse {
  items: ClusterSummary[];
}

/** Spec 000 §3: an event of an object. */
export interface KubernetesEvent {
  type?: string;
  reason?: string;
  message?: string;
  count?: number;
  metadata: { name: string; creationTimestamp?: string };
}

/** Spec 000 §3 "Detected error". */
export interface DetectedError {
  type: string;
  message: string;
  severity: number;
  sourceRef: { name: string; namespace: string; kind: string; apiGroup: string };
  occurrenceCount: number;
  proposedFix?: ProposedFix;
}

export type ProposedFix =
  | {
      type: 'logs';
      errorType: string;
      rootCauseExplanation: string;
      actions: string[];
      container: string;
      podName: string;
    }
  | {
      type: 'events';
      errorType: string;
      rootCauseExplanation: string;
      actions: string[];
      podName: string;
    }
  | {
      type: 'docs';
      errorType: string;
      rootCauseExplanation: string;
      actions: string[];
      docsLink: string;
    };
