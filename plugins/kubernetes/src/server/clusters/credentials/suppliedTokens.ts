import type { KubernetesRequestAuth } from '../../../shared';
import type { ClusterDetails } from '../ClusterDetails';
import { ClusterCredentialError } from './ClusterCredentialError';

/**
 * The providers whose token the caller holds (spec 001 §7): the web app sends it in the request's
 * `auth`, or the proxy's `Backstage-Kubernetes-Authorization` header.
 */
export const CALLER_TOKEN_PROVIDERS: readonly string[] = ['oidc', 'google', 'aks'];

export function callerSuppliesToken(cluster: ClusterDetails): boolean {
  return CALLER_TOKEN_PROVIDERS.includes(cluster.authProvider);
}

/** `serviceAccount` clusters: the token in their configuration. */
export function serviceAccountToken(cluster: ClusterDetails): string {
  if (!cluster.serviceAccountToken) {
    throw new ClusterCredentialError(
      `Cluster ${cluster.name} has no serviceAccountToken configured`,
    );
  }
  return cluster.serviceAccountToken;
}

/** `oidc`, `google` and `aks` clusters: the caller's token for the cluster's provider. */
export function callerToken(cluster: ClusterDetails, auth: KubernetesRequestAuth): string {
  if (cluster.authProvider === 'oidc') {
    const provider = cluster.oidcTokenProvider ?? '';
    const token = auth.oidc?.[provider];
    if (typeof token !== 'string' || token === '') {
      throw new ClusterCredentialError(
        `No oidc token for provider '${provider}' was supplied for cluster ${cluster.name}`,
      );
    }
    return token;
  }
  const token = auth[cluster.authProvider];
  if (typeof token !== 'string' || token === '') {
    throw new ClusterCredentialError(
      `No ${cluster.authProvider} token was supplied for cluster ${cluster.name}`,
    );
  }
  return token;
}
