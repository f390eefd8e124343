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

/** A cluster, as the answers and `GET /clusters` describe it (spec 000 §3). */
export interface ClusterAttributes {
  name: string;
  title?: string;
  authProvider?: string;
  oidcTokenProvider?: string;
  dashboardUrl?: string;
  dashboardApp?: string;
  dashboardParameters?: Record<string, unknown>;
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

export interface ResourceUsage {
  currentUsage: number | string;
  requestTotal: number | string;
  limitTotal: number | string;
}

/** Spec 000 §3: a pod's CPU and memory, and each container's. */
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
  items: ClusterAttributes[];
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
