import type {
  ClusterObjects,
  FetchResponse,
  KubernetesFetchError,
  KubernetesObject,
} from '../../shared';
import { clusterAttributes, type ClusterDetails } from '../clusters/ClusterDetails';
import type { ClusterClient } from './createClusterClient';
import { fetchPodMetrics, type PodMetricsAnswer } from './fetchPodMetrics';
import { listRefusal } from './listRefusal';
import { listPath, type ObjectType } from './objectTypes';

export interface ObjectQuery {
  labelSelector: string;
  /** Only this namespace (the entity's namespace annotation); all of them otherwise. */
  namespace?: string;
  objectTypes: readonly ObjectType[];
}

const NO_METRICS: PodMetricsAnswer = { podMetrics: [], errors: [] };

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
  const unreachable = answers.find(answer => answer.status === 'rejected');
  if (unreachable) {
    return {
      cluster: clusterAttributes(cluster),
      resources: [],
      podMetrics: [],
      errors: [{ errorType: 'FETCH_ERROR', message: errorMessage(unreachable.reason) }],
    };
  }
  const resources: FetchResponse[] = [];
  const errors: KubernetesFetchError[] = [];
  for (const answer of answers) {
    if (answer.status !== 'fulfilled') continue;
    const { objectType, path, response } = answer.value;
    if (response.status === 200) {
      resources.push({ type: objectType.type, resources: itemsOf(response.body, objectType) });
    } else {
      errors.push(listRefusal(path, response.status));
    }
  }
  const pods = resources.find(response => response.type === 'pods')?.resources ?? [];
  const metrics =
    cluster.skipMetricsLookup || pods.length === 0
      ? NO_METRICS
      : await fetchPodMetrics(client, pods, query.labelSelector);
  return {
    cluster: clusterAttributes(cluster),
    resources,
    podMetrics: metrics.podMetrics,
    errors: [...errors, ...metrics.errors],
  };
}

/**
 * A list's items as the cluster gave them, which for built-in kinds means without apiVersion and
 * kind. Custom resources get the kind their list names, as Backstage gives it: the tab tells a
 * Rollout from other custom resources by it.
 */
function itemsOf(body: string, objectType: ObjectType): KubernetesObject[] {
  const list = JSON.parse(body) as { kind?: string; items?: KubernetesObject[] };
  const items = list.items ?? [];
  const kind = list.kind?.replace(/List$/, '');
  if (objectType.type !== 'customresources' || !kind) return items;
  return items.map(item => ({ ...item, kind }));
}

function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}
