import { ServiceUnavailableError } from '@atrium/model';
import type { ClusterDetails } from '../ClusterDetails';
import { ClusterCredentialError } from './ClusterCredentialError';
import type { ClusterCredentials } from './createClusterCredentials';
import { callerSuppliesToken } from './suppliedTokens';

/**
 * The token the proxy and the terminal send to a cluster: the caller's own (from the
 * `Backstage-Kubernetes-Authorization` header) for `oidc`, `google` and `aks`; the server's
 * otherwise. A server credential that cannot be had answers 503 with the reason.
 */
export async function proxyToken(
  credentials: ClusterCredentials,
  cluster: ClusterDetails,
  callerToken: string | undefined,
): Promise<string | undefined> {
  if (callerSuppliesToken(cluster)) return callerToken;
  try {
    return await credentials.token(cluster, {});
  } catch (error) {
    if (error instanceof ClusterCredentialError) {
      throw new ServiceUnavailableError(error.message);
    }
    throw error;
  }
}
