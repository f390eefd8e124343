import type { KubernetesRequestAuth } from '../../shared';
import type { ClusterDetails } from './ClusterDetails';

/** Why a cluster cannot be asked: its auth provider's token is missing. */
export class MissingClusterTokenError extends Error {
  override readonly name = 'MissingClusterTokenError';
}

/**
 * The bearer token a request to the cluster carries (spec 001 §7): the configured service
 * account's; for `oidc`, the token of the cluster's OIDC provider; for the cloud providers, the one
 * the web app obtained for that provider; none through a local `kubectl proxy`.
 */
export function clusterToken(
  cluster: ClusterDetails,
  auth: KubernetesRequestAuth,
): string | undefined {
  switch (cluster.authProvider) {
    case 'localKubectlProxy':
      return undefined;
    case 'serviceAccount':
      if (!cluster.serviceAccountToken) {
        throw new MissingClusterTokenError(
          `Cluster ${cluster.name} has no serviceAccountToken configured`,
        );
      }
      return cluster.serviceAccountToken;
    case 'oidc': {
      const provider = cluster.oidcTokenProvider ?? '';
      const token = auth.oidc?.[provider];
      if (typeof token !== 'string' || token === '') {
        throw new MissingClusterTokenError(
          `No oidc token for provider '${provider}' was supplied for cluster ${cluster.name}`,
        );
      }
      return token;
    }
    default: {
      const token = auth[cluster.authProvider];
      if (typeof token !== 'string' || token === '') {
        throw new MissingClusterTokenError(
          `No ${cluster.authProvider} token was supplied for cluster ${cluster.name}`,
        );
      }
      return token;
    }
  }
}
