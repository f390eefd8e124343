import type { ApiClient } from '@atrium/web-core';
import { ResponseError } from '@atrium/web-core';
// Deep imports: the web bundle takes only the pure modules it needs from `shared`.
import { CLUSTER_NAME_HEADER, KUBERNETES_PLUGIN_ID } from '../shared/constants';
import type {
  ClustersResponse,
  KubernetesEvent,
  KubernetesRequestAuth,
  ObjectsByEntityResponse,
} from '../shared/contract';

/** Spec 000 §7 getObjectsByEntity: the entity's workloads on every cluster. */
export function getObjectsByEntity(
  api: ApiClient,
  entityRef: string,
  auth: KubernetesRequestAuth,
): Promise<ObjectsByEntityResponse> {
  return api.json<ObjectsByEntityResponse>(KUBERNETES_PLUGIN_ID, '/resources/workloads/query', {
    method: 'POST',
    body: { entityRef, auth },
  });
}

export function getClusters(api: ApiClient): Promise<ClustersResponse> {
  return api.json<ClustersResponse>(KUBERNETES_PLUGIN_ID, '/clusters');
}

export interface PodRef {
  clusterName: string;
  namespace: string;
  podName: string;
}

function proxyInit(clusterName: string, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set(CLUSTER_NAME_HEADER, clusterName);
  return { ...init, headers };
}

function podPath(ref: PodRef): string {
  return `/proxy/api/v1/namespaces/${encodeURIComponent(ref.namespace)}/pods/${encodeURIComponent(ref.podName)}`;
}

/** Spec 000 §7 getPodLogs: the container's log as text. */
export async function getPodLogs(
  api: ApiClient,
  ref: PodRef & { containerName: string; previous?: boolean },
): Promise<{ text: string }> {
  const params = new URLSearchParams({ container: ref.containerName });
  if (ref.previous) params.set('previous', 'true');
  const response = await api.fetch(
    KUBERNETES_PLUGIN_ID,
    `${podPath(ref)}/log?${params}`,
    proxyInit(ref.clusterName),
  );
  if (!response.ok) throw await ResponseError.fromResponse(response);
  return { text: await response.text() };
}

/** Spec 000 §7 deletePod. */
export async function deletePod(api: ApiClient, ref: PodRef): Promise<void> {
  const response = await api.fetch(
    KUBERNETES_PLUGIN_ID,
    podPath(ref),
    proxyInit(ref.clusterName, { method: 'DELETE' }),
  );
  if (!response.ok) throw await ResponseError.fromResponse(response);
}

/** Spec 000 §7 getEventsByInvolvedObjectName. */
export async function getEvents(
  api: ApiClient,
  ref: { clusterName: string; namespace: string; involvedObjectName: string },
): Promise<KubernetesEvent[]> {
  const params = new URLSearchParams({
    fieldSelector: `involvedObject.name=${ref.involvedObjectName}`,
  });
  const answer = await api.json<{ items?: KubernetesEvent[] }>(
    KUBERNETES_PLUGIN_ID,
    `/proxy/api/v1/namespaces/${encodeURIComponent(ref.namespace)}/events?${params}`,
    proxyInit(ref.clusterName),
  );
  return answer?.items ?? [];
}
