import type { Config } from '../../config/Config';
import type { ScmIntegration } from '../ScmIntegration';
import { readIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';
import { readScmIntegrationBase } from './readScmIntegrationBase';

/** One entry of `integrations.harness`: a Harness Code host with an API key or a token. */
export function readHarnessIntegration(entry: Config): ScmIntegration {
  return {
    ...readScmIntegrationBase('harness', entry, readIntegrationHost(entry)),
    apiBaseUrl: readIntegrationUrl(entry, 'apiBaseUrl'),
    token: readIntegrationSecret(entry, 'token'),
    apiKey: readIntegrationSecret(entry, 'apiKey'),
  };
}
