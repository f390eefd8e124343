/**
 * Why a cluster cannot be asked: its token is missing (not configured, not supplied by the
 * caller) or could not be obtained. The message names the cluster and the reason, never a secret:
 * it is shown to the user as the cluster's error.
 */
export class ClusterCredentialError extends Error {
  override readonly name = 'ClusterCredentialError';
}
