import {
  apiAuthHeaders,
  createHostApiClient,
  type HostApi,
  type ScmIntegration,
} from '@atrium/server-core';

/** Bitbucket Cloud's 2.0 API; paths are below its base, e.g. `/workspaces/acme/projects`. */
export type BitbucketCloudApi = HostApi;

/**
 * Bitbucket Cloud's 2.0 API for the integration, with its app password or token. Its lists page
 * by a `next` URL in the body, which `readPagedValues` follows; the client's own `list` does not.
 */
export function createBitbucketCloudApi(integration: ScmIntegration): BitbucketCloudApi {
  const apiBaseUrl = integration.apiBaseUrl ?? 'https://api.bitbucket.org/2.0';
  return createHostApiClient({
    integration,
    apiBaseUrl,
    accept: 'application/json',
    authorize: async () => apiAuthHeaders(integration, apiBaseUrl),
  });
}
