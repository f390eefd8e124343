import type { RateLimitGate } from '../../reading/createRateLimitGate';
import { createHostApiClient, type HostApi } from '../createHostApiClient';
import type { ScmIntegration } from '../ScmIntegration';

/** GitLab's REST API (v4); paths are below the API base, e.g. `/groups/7`. */
export type GitlabApi = HostApi;

/**
 * GitLab's REST API (v4) for one integration, with its token. GitLab counts a 304 against its
 * rate limit too, but sends no body.
 */
export function createGitlabApi(
  integration: ScmIntegration,
  options: { gate?: RateLimitGate; timeoutMs?: number } = {},
): GitlabApi {
  const { token } = integration;
  return createHostApiClient({
    integration,
    apiBaseUrl: integration.apiBaseUrl ?? `${integration.baseUrl}/api/v4`,
    accept: 'application/json',
    // Personal, group, project and OAuth tokens are all accepted as bearer tokens.
    authorize: async (): Promise<Record<string, string>> =>
      token ? { authorization: `Bearer ${token}` } : {},
    gate: options.gate,
    timeoutMs: options.timeoutMs,
  });
}
