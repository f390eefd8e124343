import { NotImplementedError } from '@atrium/model';
import type { ScmIntegration } from '../ScmIntegration';
import { apiAuthHeaders } from '../urls/apiAuthHeaders';
import { azureCredentialFor } from './azureCredentialFor';
import { sharedEntraTokens, type EntraTokens } from './createEntraTokens';

/** Azure DevOps' application id: the resource its Microsoft Entra ID tokens are issued for. */
export const AZURE_DEVOPS_SCOPE = '499b84ac-1321-427f-aa17-267ca6975798/.default';

/**
 * The `Authorization` header of an Azure DevOps request made with a Microsoft Entra ID credential,
 * when that kind of credential is the one for the URL's organisation; undefined when it is a
 * personal access token (a static header) or there is none.
 */
export async function azureDevOpsAuthorization(
  integration: ScmIntegration,
  url: string,
  tokens: EntraTokens,
): Promise<Record<string, string> | undefined> {
  const credential = azureCredentialFor(integration, url);
  switch (credential?.kind) {
    case undefined:
    case 'PersonalAccessToken':
      return undefined;
    case 'ClientSecret':
      return bearer(await tokens.clientSecret(credential, AZURE_DEVOPS_SCOPE));
    case 'ManagedIdentity':
      return bearer(await tokens.managedIdentity(credential.clientId, AZURE_DEVOPS_SCOPE));
    case 'ManagedIdentityClientAssertion':
      throw new NotImplementedError(
        `Reading from ${integration.host} with a managed identity client assertion ` +
          `(clientId ${credential.clientId}) is not supported; use a client secret, ` +
          `a managed identity or a personal access token`,
      );
  }
}

function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * Every header authorising an Azure DevOps API call about `url`: a bearer token made on demand for
 * a Microsoft Entra ID credential, else the personal access token's.
 */
export async function azureDevOpsHeaders(
  integration: ScmIntegration,
  url: string,
  tokens: EntraTokens = sharedEntraTokens(),
): Promise<Record<string, string>> {
  return (
    (await azureDevOpsAuthorization(integration, url, tokens)) ?? apiAuthHeaders(integration, url)
  );
}
