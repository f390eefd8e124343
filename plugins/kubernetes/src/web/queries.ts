import { ResponseError, type ApiClient } from '@atrium/web-core';
import { queryOptions } from '@tanstack/react-query';
import { KUBERNETES_REFRESH_INTERVAL_MS } from '../shared/constants';
import type { ClusterSummary, ObjectsByEntityResponse } from '../shared/contract';
import { getClusters, getEvents, getObjectsByEntity, type ClusterTokenLookup } from './api';
import type { ClusterCredentials } from './clusterCredentials';

export const kubernetesQueryKey = ['kubernetes'] as const;

/**
 * The entity's objects on every cluster, and the clusters as `GET /clusters` describes them: the
 * objects answer names a cluster but not whose token its requests need.
 */
export interface EntityObjects extends ObjectsByEntityResponse {
  clusters: ClusterSummary[];
}

export function objectsQueryOptions(
  api: ApiClient,
  entityRef: string,
  credentials: ClusterCredentials,
) {
  return queryOptions({
    queryKey: [...kubernetesQueryKey, 'objects', entityRef],
    queryFn: async (): Promise<EntityObjects> => {
      const { items: clusters } = await getClusters(api);
      const auth = await credentials.authFor(clusters);
      return { ...(await getObjectsByEntity(api, entityRef, auth)), clusters };
    },
    // Spec 000 §4: the tab follows the cluster every 10 s.
    refetchInterval: KUBERNETES_REFRESH_INTERVAL_MS,
  });
}

/**
 * A refused or missing object stays so on the next try (a 403 for want of `kubernetes.proxy`):
 * only server and network failures are tried again, so the user sees the reason at once.
 */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ResponseError && error.statusCode < 500) return false;
  return failureCount < 3;
}

export function eventsQueryOptions(
  api: ApiClient,
  ref: { clusterName: string; namespace: string; involvedObjectName: string },
  tokenFor: ClusterTokenLookup,
) {
  return queryOptions({
    queryKey: [
      ...kubernetesQueryKey,
      'events',
      ref.clusterName,
      ref.namespace,
      ref.involvedObjectName,
    ],
    queryFn: () => getEvents(api, ref, tokenFor),
    retry: retryUnlessClientError,
  });
}
