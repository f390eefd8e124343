import type { Config } from '../../config/Config';
import type { ScmIntegration } from '../ScmIntegration';
import { integrationConfigError } from './integrationConfigError';
import { checkIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret } from './readIntegrationSecret';
import { readScmIntegrationBase } from './readScmIntegrationBase';

/**
 * One entry of `integrations.awsCodeCommit`. As in Backstage, `region` is required and the host
 * defaults to the region's console (`<region>.console.aws.amazon.com`), whose URLs name files.
 */
export function readAwsCodeCommitIntegration(entry: Config): ScmIntegration {
  const region = entry.getString('region');
  if (!/^[a-z]{2}(?:-[a-z]+)+-\d+$/.test(region)) {
    throw integrationConfigError(
      entry,
      'region',
      `'${region}' is not an AWS region like us-east-1`,
    );
  }
  const host = checkIntegrationHost(
    entry,
    'host',
    (entry.getOptionalString('host') ?? `${region}.console.aws.amazon.com`).toLowerCase(),
  );
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
    ...readScmIntegrationBase('awsCodeCommit', entry, host),
    region,
    accessKeyId,
    secretAccessKey,
    roleArn: entry.getOptionalString('roleArn'),
    externalId: entry.getOptionalString('externalId'),
  };
}
