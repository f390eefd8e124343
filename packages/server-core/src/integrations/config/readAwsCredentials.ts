import type { Config } from '../../config/Config';
import { integrationConfigError } from './integrationConfigError';
import { readIntegrationSecret } from './readIntegrationSecret';

/**
 * The AWS keys an S3 or CodeCommit entry may name: static keys (both or neither) and a role to
 * assume with its external id.
 */
export function readAwsCredentials(entry: Config) {
  const accessKeyId = entry.getOptionalString('accessKeyId');
  const secretAccessKey = readIntegrationSecret(entry, 'secretAccessKey');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw integrationConfigError(
      entry,
      undefined,
      'accessKeyId and secretAccessKey must be given together',
    );
  }
  return {
    accessKeyId,
    secretAccessKey,
    roleArn: entry.getOptionalString('roleArn'),
    externalId: entry.getOptionalString('externalId'),
  };
}
