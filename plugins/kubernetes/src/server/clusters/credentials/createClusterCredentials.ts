import { ownValue } from '@atrium/model';
import type { KubernetesRequestAuth } from '../../../shared';
import type { ClusterDetails } from '../ClusterDetails';
import { createAwsEksToken } from './aws/awsEksToken';
import { createAzureClientCredentialsToken } from './azureClientCredentials';
import { ClusterCredentialError } from './ClusterCredentialError';
import { createGoogleServiceAccountToken } from './googleServiceAccount';
import { callerToken, serviceAccountToken } from './suppliedTokens';

export interface ClusterCredentials {
  /**
   * The bearer token a request to the cluster carries; none through a local `kubectl proxy`.
   * Fails with a {@link ClusterCredentialError} naming the cluster and the reason.
   */
  token(cluster: ClusterDetails, auth: KubernetesRequestAuth): Promise<string | undefined>;
}

export interface ClusterCredentialsOptions {
  /** Where the cloud credentials are read, on every request (so rotated ones are seen). */
  env: NodeJS.ProcessEnv;
  /** `kubernetes.googleServiceAccountCredentials`. */
  googleServiceAccountCredentials?: string;
  /** `kubernetes.aws.stsEndpoint`: where AssumeRole goes instead of the regional STS. */
  awsStsEndpoint?: string;
  now?: () => number;
}

type Strategy = (
  cluster: ClusterDetails,
  auth: KubernetesRequestAuth,
) => string | undefined | Promise<string | undefined>;

/**
 * One strategy per auth provider (spec 001 §7): the configured service account token; the
 * caller's token for `oidc`, `google` and `aks`; for `googleServiceAccount`, `aws` and `azure`, a
 * token the server obtains with its own cloud credentials and keeps until shortly before it
 * expires; none through `localKubectlProxy`.
 */
export function createClusterCredentials(options: ClusterCredentialsOptions): ClusterCredentials {
  const { env, now } = options;
  const google = createGoogleServiceAccountToken({
    credentials: options.googleServiceAccountCredentials,
    env,
    now,
  });
  const aws = createAwsEksToken({ env, stsEndpoint: options.awsStsEndpoint, now });
  const azure = createAzureClientCredentialsToken({ env, now });
  const strategies: Record<string, Strategy> = {
    serviceAccount: serviceAccountToken,
    oidc: callerToken,
    google: callerToken,
    aks: callerToken,
    googleServiceAccount: obtainedByServer(() => google()),
    aws: obtainedByServer(aws),
    azure: obtainedByServer(() => azure()),
    localKubectlProxy: () => undefined,
  };

  return {
    async token(cluster, auth) {
      const strategy = ownValue(strategies, cluster.authProvider);
      if (!strategy) {
        throw new ClusterCredentialError(
          `Cluster ${cluster.name} has an unknown authProvider '${cluster.authProvider}'`,
        );
      }
      return strategy(cluster, auth);
    },
  };
}

/**
 * A token the server obtains: its failure names the cluster; an unexpected one leaves its message
 * out, since it may hold a secret.
 */
function obtainedByServer(obtain: (cluster: ClusterDetails) => Promise<string>): Strategy {
  return async cluster => {
    try {
      return await obtain(cluster);
    } catch (error) {
      const reason =
        error instanceof ClusterCredentialError
          ? error.message
          : `its ${cluster.authProvider} credentials could not be obtained`;
      throw new ClusterCredentialError(`Cluster ${cluster.name}: ${reason}`, { cause: error });
    }
  };
}
