import type { Config } from '../../config/Config';
import type { ScmIntegration } from '../ScmIntegration';
import { readIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';
import { readScmIntegrationBase } from './readScmIntegrationBase';

/**
 * One entry of `integrations.gitlab`, with Backstage's keys. Every GitLab serves its API at
 * `/api/v4` below its address, so the API URL follows `baseUrl` (a GitLab served under a path
 * keeps it) unless configured.
 */
export function readGitlabIntegration(entry: Config): ScmIntegration {
  const base = readScmIntegrationBase('gitlab', entry, readIntegrationHost(entry));
  return {
    ...base,
    apiBaseUrl: readIntegrationUrl(entry, 'apiBaseUrl') ?? `${base.baseUrl}/api/v4`,
    token: readIntegrationSecret(entry, 'token'),
  };
}
