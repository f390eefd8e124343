import type {
  ClusterObjects,
  FetchResponse,
  KubernetesErrorType,
  KubernetesFetchError,
  KubernetesObject,
  PodStatusMetrics,
} from '../../shared';
import { clusterAttributes, type ClusterDetails } from '../clusters/ClusterDetails';
import type { ClusterClient } from './createClusterClient';
import { listPath, type ObjectType } from './objectTypes';
import { podMetricsOf } from './podMetrics';

const POD_METRICS = { group: '/apis/metrics.k8s.io/v1beta1', plural: 'pods' };

export interface ObjectQuery {
  labelSelector: string;
  /** Only this namespace (the entity's namespace annotation); all of them otherwise. */
  namespace?: string;
  objectTypes: readonly ObjectType[];
}

/**
 * One cluster's objects for an entity: every kind listed at once. A kind the cluster refuses
 * becomes an error naming its path and status, beside the kinds it did answer; a cluster that
 * cannot be reached at all is one FETCH_ERROR.
 */
export async function fetchClusterObjects(
  cluster: ClusterDetails,
  client: ClusterClient,
  query: ObjectQuery,
): Promise<ClusterObjects> {
  const answers = await Promise.allSettled(
    query.objectTypes.map(async objectType => {
      const path = listPath(objectType, query.labelSelector, query.namespace);
      return { objectType, path, response: await client.request('GET', path) };
    }),
  );
  const resources: FetchResponse[] = [];
  const errors: KubernetesFetchError[] = [];
  const unreachable = answers.find(answer => answer.status === 'rejected');
  if (unreachable) {
    return {
      cluster: clusterAttributes(cluster),
      resources: [],
      podMetrics: [],
      errors: [{ errorType: 'FETCH_ERROR', message: errorMessage(unreachable.reason) }],
    };
  }
  for (const answer of answers) {
    if (answer.status !== 'fulfilled') continue;
    const { objectType, path, response } = answer.value;
    if (response.status !== 200) {
      errors.push(refusal(path, response.status));
      continue;
    }
    resources.push({ type: objectType.type, resources: itemsOf(response.body) });
  }
  const pods = resources.find(response => response.type === 'pods')?.resources ?? [];
  let podMetrics: PodStatusMetrics[] = [];
  if (!cluster.skipMetricsLookup && pods.length > 0) {
    // Metrics are a nice-to-have: a cluster without metrics-server still shows its objects.
    const path = listPath(POD_METRICS, query.labelSelector, query.namespace);
    const answer = await client.request('GET', path).catch(() => undefined);
    if (answer?.status === 200) podMetrics = podMetricsOf(pods, answer.body);
    else if (answer) errors.push(refusal(path, answer.status));
  }
  return { cluster: clusterAttributes(cluster), resources, podMetrics, errors };
}

/** A list's items, with the kind and apiVersion Kubernetes leaves off list items. */
function itemsOf(body: string): KubernetesObject[] {
  const list = JSON.parse(body) as { kind?: string; apiVersion?: string; items?: unknown[] };
  const kind = list.kind?.replace(/List$/, '');
  return (list.items ?? []).map(item => ({
    ...(kind && { kind }),
    ...(list.apiVersion && { apiVersion: list.apiVersion }),
    ...(item as KubernetesObject),
  }));
}

/** A list the cluster refused: its path (without the query) and status. */
function refusal(path: string, status: number): KubernetesFetchError {
  return { errorType: errorTypeOf(status), resourcePath: path.split('?')[0], statusCode: status };
}

function errorTypeOf(status: number): Exclude<KubernetesErrorType, 'FETCH_ERROR'> {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401 || status === 403) return 'UNAUTHORIZED_ERROR';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'SYSTEM_ERROR';
  return 'UNKNOWN_ERROR';
}

function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}
