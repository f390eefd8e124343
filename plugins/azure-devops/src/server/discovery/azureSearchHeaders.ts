import { NotImplementedError } from '@atrium/model';
import { apiAuthHeaders, type ScmIntegration } from '@atrium/server-core';

/**
 * The headers authorising a code search in an organisation (`organizationUrl`, its browse URL):
 * the personal access token configured for it. Microsoft Entra ID credentials need a token made
 * on demand; they are refused here, by name, rather than searching anonymously.
 */
export async function azureSearchHeaders(
  integration: ScmIntegration,
  organizationUrl: string,
): Promise<Record<string, string>> {
  const headers = apiAuthHeaders(integration, organizationUrl);
  if (headers.authorization) return headers;
  const other = integration.azureCredentials?.find(c => c.kind !== 'PersonalAccessToken');
  if (other) {
    throw new NotImplementedError(
      `Code search on ${integration.host} needs a personalAccessToken under integrations.azure; ` +
        `a ${other.kind} credential is not supported for discovery`,
    );
  }
  // No credential configured: public projects can still be searched.
  return headers;
}
