import {
  assumeAwsRole,
  awsCredentialsFromEnv,
  createTokenCache,
  presignAwsUrl,
  type AwsCredentials,
  type AwsRoleFailure,
} from '@atrium/server-core';
import type { ClusterDetails } from '../../ClusterDetails';
import { ClusterCredentialError } from '../ClusterCredentialError';

export interface AwsEksTokenOptions {
  env: NodeJS.ProcessEnv;
  /** Where AssumeRole goes instead of the regional STS (`AWS_STS_ENDPOINT` also sets it). */
  stsEndpoint?: string;
  now?: () => number;
}

/** EKS accepts a presigned GetCallerIdentity for 15 minutes after its date; it asks for 60 s. */
const PRESIGN_EXPIRES_SECONDS = 60;
const TOKEN_PREFIX = 'k8s-aws-v1.';
/** Names the portal's sessions in the account's CloudTrail. */
const SESSION_NAME = 'atrium-kubernetes';

/**
 * `aws` clusters: the token EKS (aws-iam-authenticator) accepts, a presigned STS
 * `GetCallerIdentity` URL signing the header `x-k8s-aws-id: <cluster>`, base64url-encoded behind
 * `k8s-aws-v1.`. Signed with `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`(/`AWS_SESSION_TOKEN`), or
 * with the credentials of the cluster's `assumeRole` (and `externalId`), kept until they expire.
 */
export function createAwsEksToken(options: AwsEksTokenOptions) {
  const now = options.now ?? Date.now;
  const assumed = createTokenCache<AwsCredentials>({ now });

  return async (cluster: ClusterDetails): Promise<string> => {
    const { env } = options;
    const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1';
    let credentials = baseCredentials(env);
    const { assumeRole: roleArn, externalId } = cluster;
    if (roleArn) {
      const endpoint =
        options.stsEndpoint || env.AWS_STS_ENDPOINT || `https://sts.${region}.amazonaws.com`;
      const caller = credentials;
      credentials = await assumed(
        [caller.accessKeyId, roleArn, externalId ?? '', endpoint].join('\n'),
        () =>
          assumeAwsRole({
            endpoint: new URL(endpoint),
            region,
            credentials: caller,
            roleArn,
            externalId,
            sessionName: SESSION_NAME,
            now,
            toError: assumeRoleError,
          }),
      );
    }
    const url = presignAwsUrl({
      method: 'GET',
      url: new URL(
        `https://sts.${region}.amazonaws.com/?Action=GetCallerIdentity&Version=2011-06-15`,
      ),
      headers: { 'x-k8s-aws-id': cluster.awsClusterId ?? cluster.name },
      region,
      service: 'sts',
      credentials,
      date: new Date(now()),
      expiresSeconds: PRESIGN_EXPIRES_SECONDS,
    });
    return `${TOKEN_PREFIX}${Buffer.from(url.toString(), 'utf8').toString('base64url')}`;
  };
}

function baseCredentials(env: NodeJS.ProcessEnv): AwsCredentials {
  const credentials = awsCredentialsFromEnv(env);
  if (!credentials) {
    throw new ClusterCredentialError(
      'No AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  }
  return credentials;
}

/** A refused AssumeRole names STS's code and message: they name the role, never a secret. */
function assumeRoleError(failure: AwsRoleFailure): ClusterCredentialError {
  const what = `AWS STS AssumeRole of ${failure.roleArn}`;
  switch (failure.kind) {
    case 'unreachable':
      return new ClusterCredentialError(`${what}: ${failure.url.origin} could not be reached`, {
        cause: failure.cause,
      });
    case 'no-credentials':
      return new ClusterCredentialError(`${what}: STS answered without credentials`);
    case 'refused': {
      const reason = [failure.code, failure.message].filter(Boolean).join(': ');
      return new ClusterCredentialError(
        `${what}: STS answered ${failure.status}${reason ? ` (${reason})` : ''}`,
      );
    }
  }
}
