import type { ApiClient } from '@atrium/web-core';
import { ResponseError } from '@atrium/web-core';
// Deep imports: the web bundle takes only the pure modules it needs from `shared`.
import {
  CLUSTER_AUTH_HEADER,
  CLUSTER_NAME_HEADER,
  KUBERNETES_PLUGIN_ID,
} from '../shared/constants';
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

/** The user's token for a cluster's requests, when its auth provider takes one. */
export type ClusterTokenLookup = (clusterName: string) => Promise<string | undefined>;

/** A proxied request names its cluster, and carries the user's token for it when there is one. */
async function proxyInit(
  clusterName: string,
  tokenFor: ClusterTokenLookup,
  init: RequestInit = {},
): Promise<RequestInit> {
  const headers = new Headers(init.headers);
  headers.set(CLUSTER_NAME_HEADER, clusterName);
  const token = await tokenFor(clusterName);
  if (token) headers.set(CLUSTER_AUTH_HEADER, `Bearer ${token}`);
  return { ...init, headers };
}

function podPath(ref: PodRef): string {
  return `/proxy/api/v1/namespaces/${encodeURIComponent(ref.namespace)}/pods/${encodeURIComponent(ref.podName)}`;
}

/** Spec 000 §7 getPodLogs: the container's log as text. */
export async function getPodLogs(
  api: ApiClient,
  ref: PodRef & { containerName: string; previous?: boolean },
  tokenFor: ClusterTokenLookup,
): Promise<{ text: string }> {
  const params = new URLSearchParams({ container: ref.containerName });
  if (ref.previous) params.set('previous', 'true');
  const response = await api.fetch(
    KUBERNETES_PLUGIN_ID,
    `${podPath(ref)}/log?${params}`,
    await proxyInit(ref.clusterName, tokenFor),
  );
  if (!response.ok) throw await ResponseError.fromResponse(response);
  return { text: await response.text() };
}

/** Spec 000 §7 deletePod. */
export async function deletePod(
  api: ApiClient,
  ref: PodRef,
  tokenFor: ClusterTokenLookup,
): Promise<void> {
  const response = await api.fetch(
    KUBERNETES_PLUGIN_ID,
    podPath(ref),
    await proxyInit(ref.clusterName, tokenFor, { method: 'DELETE' }),
  );
  if (!response.ok) throw await ResponseError.fromResponse(response);
}

/** Spec 000 §7 getEventsByInvolvedObjectName. */
export async function getEvents(
  api: ApiClient,
  ref: { clusterName: string; namespace: string; involvedObjectName: string },
  tokenFor: ClusterTokenLookup,
): Promise<KubernetesEvent[]> {
  const params = new URLSearchParams({
    fieldSelector: `involvedObject.name=${ref.involvedObjectName}`,
  });
  const answer = await api.json<{ items?: KubernetesEvent[] }>(
    KUBERNETES_PLUGIN_ID,
    `/proxy/api/v1/namespaces/${encodeURIComponent(ref.namespace)}/events?${params}`,
    await proxyInit(ref.clusterName, tokenFor),
  );
  return answer?.items ?? [];
}
