import type { Config } from '../../config/Config';
import type { ScmIntegration } from '../ScmIntegration';
import { integrationConfigError } from './integrationConfigError';
import { readAwsCredentials } from './readAwsCredentials';
import { checkIntegrationHost } from './readIntegrationHost';
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
  return {
    ...readScmIntegrationBase('awsCodeCommit', entry, host),
    region,
    ...readAwsCredentials(entry),
  };
}
