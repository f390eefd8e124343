import type { AzureCredential, ScmIntegration } from '../ScmIntegration';
import { azureOrganization } from './azureOrganization';

/**
 * The Azure DevOps credential for the URL's organisation, of any kind: the one listing it, else
 * the one listing none. An organisation belongs to one credential, so one owned by a Microsoft
 * Entra ID credential never falls back to a personal access token for the rest.
 *
 * The personal access tokens are looked at before the credentials list, and a bare `token` is the
 * credential when nothing else is configured: integrations built in code may fill any of the
 * three, where the config reader mirrors its tokens into all of them.
 */
export function azureCredentialFor(
  integration: ScmIntegration,
  url: string,
): AzureCredential | undefined {
  const credentials: AzureCredential[] = [
    ...(integration.personalAccessTokens ?? []).map(({ token, organizations }) =>
      personalAccessToken(token, organizations),
    ),
    ...(integration.azureCredentials ?? []),
  ];
  if (credentials.length === 0) {
    return integration.token ? personalAccessToken(integration.token) : undefined;
  }
  const organization = azureOrganization(url);
  return (
    credentials.find(credential =>
      credential.organizations?.some(name => name.toLowerCase() === organization),
    ) ?? credentials.find(credential => !credential.organizations?.length)
  );
}

function personalAccessToken(token: string, organizations?: readonly string[]): AzureCredential {
  return {
    kind: 'PersonalAccessToken',
    personalAccessToken: token,
    ...(organizations && { organizations }),
  };
}
