import { ResponseError, type ApiClient } from '@atrium/web-core';
import { queryOptions } from '@tanstack/react-query';
import { KUBERNETES_REFRESH_INTERVAL_MS } from '../shared/constants';
import type { ClusterAttributes, KubernetesRequestAuth } from '../shared/contract';
import { getClusters, getEvents, getObjectsByEntity } from './api';

export const kubernetesQueryKey = ['kubernetes'] as const;

/**
 * The tokens the request carries, one per distinct auth provider of the clusters (spec 001 §7).
 * No provider hands the browser a token yet, so each contributes nothing; a provider that does
 * adds its entry in `decorateAuth`.
 */
export async function authForClusters(
  clusters: readonly ClusterAttributes[],
  decorateAuth: AuthDecorator = noDecoration,
): Promise<KubernetesRequestAuth> {
  const providers = [...new Set(clusters.map(cluster => cluster.authProvider ?? 'serviceAccount'))];
  let auth: KubernetesRequestAuth = {};
  for (const provider of providers) auth = await decorateAuth(provider, auth);
  return auth;
}

export type AuthDecorator = (
  provider: string,
  auth: KubernetesRequestAuth,
) => Promise<KubernetesRequestAuth>;

const noDecoration: AuthDecorator = (_provider, auth) => Promise.resolve(auth);

export function objectsQueryOptions(api: ApiClient, entityRef: string) {
  return queryOptions({
    queryKey: [...kubernetesQueryKey, 'objects', entityRef],
    queryFn: async () => {
      const { items: clusters } = await getClusters(api);
      return getObjectsByEntity(api, entityRef, await authForClusters(clusters));
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
) {
  return queryOptions({
    queryKey: [
      ...kubernetesQueryKey,
      'events',
      ref.clusterName,
      ref.namespace,
      ref.involvedObjectName,
    ],
    queryFn: () => getEvents(api, ref),
    retry: retryUnlessClientError,
  });
}
