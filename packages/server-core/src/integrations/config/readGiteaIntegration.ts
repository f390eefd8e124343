import type { Config } from '../../config/Config';
import type { ScmIntegration } from '../ScmIntegration';
import { readIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';
import { readScmIntegrationBase } from './readScmIntegrationBase';

/** One entry of `integrations.gitea`; Gitea serves its API at `/api/v1` below its address. */
export function readGiteaIntegration(entry: Config): ScmIntegration {
  const base = readScmIntegrationBase('gitea', entry, readIntegrationHost(entry));
  return {
    ...base,
    apiBaseUrl: readIntegrationUrl(entry, 'apiBaseUrl') ?? `${base.baseUrl}/api/v1`,
    username: entry.getOptionalString('username'),
    password: readIntegrationSecret(entry, 'password'),
  };
}
