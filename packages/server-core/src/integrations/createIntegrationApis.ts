import { ConfigError } from '../config/ConfigError';
import type { ScmIntegration, ScmIntegrationType } from './ScmIntegration';
import type { ScmIntegrations } from './readScmIntegrations';

/**
 * One API client per host of a type, shared by every provider instance on that host: one cache
 * of ETags and one view of its rate limit. Asking for a host without such an integration is a
 * configuration error naming `key`.
 */
export function createIntegrationApis<Api>(
  integrations: ScmIntegrations,
  type: ScmIntegrationType,
  create: (integration: ScmIntegration) => Api,
): (host: string, key: string) => Api {
  const apis = new Map<string, Api>();
  return (host, key) => {
    const integration = integrations.integrationForHost(host);
    if (!integration || integration.type !== type) {
      throw new ConfigError(`${key}: no ${type} integration is configured for ${host}`);
    }
    let api = apis.get(integration.host);
    if (!api) {
      api = create(integration);
      apis.set(integration.host, api);
    }
    return api;
  };
}
