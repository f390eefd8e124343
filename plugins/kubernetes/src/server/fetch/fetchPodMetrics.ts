import type { KubernetesFetchError, KubernetesObject, PodStatusMetrics } from '../../shared';
import type { ClusterClient } from './createClusterClient';
import { listRefusal } from './listRefusal';
import { listPath } from './objectTypes';
import { podMetricsOf } from './podMetrics';

const POD_METRICS = { group: '/apis/metrics.k8s.io/v1beta1', plural: 'pods' };

export interface PodMetricsAnswer {
  podMetrics: PodStatusMetrics[];
  errors: KubernetesFetchError[];
}

/**
 * The pods' metrics, asked per namespace of the pods as Backstage asks them (a user allowed one
 * namespace's metrics gets them), in the order the pods came. A namespace whose metrics are
 * refused is an error naming its path; one whose cluster has no metrics-server answering at all
 * is left out: metrics are a nice-to-have, the objects still show.
 */
export async function fetchPodMetrics(
  client: ClusterClient,
  pods: readonly KubernetesObject[],
  labelSelector: string,
): Promise<PodMetricsAnswer> {
  const answers = await Promise.all(
    [...podsByNamespace(pods)].map(async ([namespace, namespacePods]) => {
      const path = listPath(POD_METRICS, labelSelector, namespace);
      const response = await client.request('GET', path).catch(() => undefined);
      if (response?.status === 200)
        return { podMetrics: podMetricsOf(namespacePods, response.body) };
      return { error: response && listRefusal(path, response.status) };
    }),
  );
  return {
    podMetrics: answers.flatMap(answer => answer.podMetrics ?? []),
    errors: answers.flatMap(answer => answer.error ?? []),
  };
}

function podsByNamespace(pods: readonly KubernetesObject[]): Map<string, KubernetesObject[]> {
  const grouped = new Map<string, KubernetesObject[]>();
  for (const pod of pods) {
    const namespace = pod.metadata?.namespace;
    if (namespace === undefined) continue;
    const namespacePods = grouped.get(namespace);
    if (namespacePods) namespacePods.push(pod);
    else grouped.set(namespace, [pod]);
  }
  return grouped;
}
