import type { Config } from '../../config/Config';
import type { StorageIntegration } from '../ScmIntegration';
import { readAwsCredentials } from './readAwsCredentials';
import { checkIntegrationHost } from './readIntegrationHost';
import { readIntegrationUrl } from './readIntegrationUrl';

const AWS_HOST = 'amazonaws.com';

/**
 * One entry of `integrations.awsS3`. As in Backstage, its host is the custom `endpoint`'s (MinIO,
 * LocalStack), else AWS's own; objects are matched by that host or any subdomain of it, which is
 * where buckets live (`bucket.s3.eu-west-1.amazonaws.com`).
 */
export function readAwsS3Integration(entry: Config): StorageIntegration {
  const endpoint = readIntegrationUrl(entry, 'endpoint', { withoutPath: true });
  const derived = endpoint ? new URL(endpoint).host : AWS_HOST;
  const host = checkIntegrationHost(
    entry,
    'host',
    (entry.getOptionalString('host') ?? derived).toLowerCase(),
  );
  return {
    type: 'awsS3',
    host,
    endpoint,
    s3ForcePathStyle: entry.getOptionalBoolean('s3ForcePathStyle') ?? false,
    ...readAwsCredentials(entry),
  };
}
