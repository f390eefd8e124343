import type { Config } from '../../config/Config';
import type { ScmIntegration } from '../ScmIntegration';
import { readIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';
import { readScmIntegrationBase } from './readScmIntegrationBase';

/**
 * One entry of `integrations.gerrit`, with Backstage's keys. Git is served from `cloneUrl`, else
 * `baseUrl`. Backstage requires `gitilesBaseUrl`; Atrium defaults it to where the gitiles plugin
 * of a Gerrit answers, so existing configurations and shorter ones both work.
 */
export function readGerritIntegration(entry: Config): ScmIntegration {
  const base = readScmIntegrationBase('gerrit', entry, readIntegrationHost(entry));
  return {
    ...base,
    cloneUrl: readIntegrationUrl(entry, 'cloneUrl') ?? base.baseUrl,
    gitilesBaseUrl:
      readIntegrationUrl(entry, 'gitilesBaseUrl') ?? `${base.baseUrl}/plugins/gitiles`,
    username: entry.getOptionalString('username'),
    password: readIntegrationSecret(entry, 'password'),
  };
}
