import type { Config } from '../../config/Config';
import type { ScmIntegration } from '../ScmIntegration';
import { integrationConfigError } from './integrationConfigError';
import { readIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';
import { readScmIntegrationBase } from './readScmIntegrationBase';

const BITBUCKET_CLOUD_HOST = 'bitbucket.org';
const BITBUCKET_CLOUD_API_BASE_URL = 'https://api.bitbucket.org/2.0';

/**
 * One entry of `integrations.bitbucketCloud`, with Backstage's keys. Its entries name no host:
 * there is one Bitbucket Cloud. `host`, `baseUrl` and `apiBaseUrl` are still read so tests can
 * stand a local server in for it.
 */
export function readBitbucketCloudIntegration(entry: Config): ScmIntegration {
  const host = readIntegrationHost(entry, BITBUCKET_CLOUD_HOST);
  const username = entry.getOptionalString('username');
  const appPassword = readIntegrationSecret(entry, 'appPassword');
  const token = readIntegrationSecret(entry, 'token');
  if (username && !appPassword && !token) {
    throw integrationConfigError(entry, 'username', 'a username needs a token or an appPassword');
  }
  return {
    ...readScmIntegrationBase('bitbucketCloud', entry, host),
    apiBaseUrl: readIntegrationUrl(entry, 'apiBaseUrl') ?? BITBUCKET_CLOUD_API_BASE_URL,
    username,
    appPassword,
    token,
  };
}
