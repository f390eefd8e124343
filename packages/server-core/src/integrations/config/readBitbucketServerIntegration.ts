import type { Config } from '../../config/Config';
import type { ScmIntegration } from '../ScmIntegration';
import { readIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';
import { readScmIntegrationBase } from './readScmIntegrationBase';

/** One entry of `integrations.bitbucketServer`; its API is at `/rest/api/1.0` unless configured. */
export function readBitbucketServerIntegration(entry: Config): ScmIntegration {
  const base = readScmIntegrationBase('bitbucketServer', entry, readIntegrationHost(entry));
  return {
    ...base,
    apiBaseUrl: readIntegrationUrl(entry, 'apiBaseUrl') ?? `${base.baseUrl}/rest/api/1.0`,
    token: readIntegrationSecret(entry, 'token'),
    username: entry.getOptionalString('username'),
    password: readIntegrationSecret(entry, 'password'),
  };
}
