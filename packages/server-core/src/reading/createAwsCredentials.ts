import { NotAllowedError } from '@atrium/model';
import { assumeAwsRole } from '../aws/assumeAwsRole';
import { awsCredentialsFromEnv } from '../aws/awsCredentialsFromEnv';
import type { AwsCredentials } from '../aws/signAwsRequest';
import { createTokenCache } from '../tokens/createTokenCache';
import { awsEndpointFromEnv } from './awsEndpointFromEnv';

/** The AWS keys of an `integrations.awsS3` or `.awsCodeCommit` entry. */
export interface AwsEntryKeys {
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  readonly roleArn?: string;
  readonly externalId?: string;
}

/**
 * The credentials an entry signs with: its own keys, else the environment's; with `roleArn`, the
 * role's temporary keys obtained with those, kept until shortly before they expire. Undefined
 * when there are no keys at all (a public bucket is read unsigned).
 */
export type AwsCredentialsFor = (
  entry: AwsEntryKeys,
  region: string,
) => Promise<AwsCredentials | undefined>;

/** Names the portal's sessions in the account's CloudTrail. */
const SESSION_NAME = 'atrium-url-reader';

export function createAwsCredentials(options: {
  env: NodeJS.ProcessEnv;
  now: () => number;
}): AwsCredentialsFor {
  const cache = createTokenCache<AwsCredentials>({ now: options.now });
  return async (entry, region) => {
    const base =
      entry.accessKeyId && entry.secretAccessKey
        ? { accessKeyId: entry.accessKeyId, secretAccessKey: entry.secretAccessKey }
        : awsCredentialsFromEnv(options.env);
    const { roleArn, externalId } = entry;
    if (!roleArn) return base;
    if (!base) {
      throw new NotAllowedError(
        `No AWS keys to assume the role ${roleArn} with: give the entry accessKeyId and ` +
          `secretAccessKey, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`,
      );
    }
    const endpoint =
      awsEndpointFromEnv(options.env, 'STS') ?? new URL(`https://sts.${region}.amazonaws.com`);
    // The key id in the key: other keys may not be allowed the role, so they get their own try.
    const key = [endpoint.href, region, roleArn, externalId ?? '', base.accessKeyId].join('\n');
    return cache(key, () =>
      assumeAwsRole({
        endpoint,
        region,
        credentials: base,
        roleArn,
        externalId,
        sessionName: SESSION_NAME,
        now: options.now,
      }),
    );
  };
}
