import { createEntraTokens } from '@atrium/server-core';
import { accessTokenError } from './accessTokenError';
import { ClusterCredentialError } from './ClusterCredentialError';

export interface AzureClientCredentialsOptions {
  env: NodeJS.ProcessEnv;
  now?: () => number;
}

/** The Azure Kubernetes Service AAD server application, the audience of tokens AKS accepts. */
const AKS_SCOPE = '6dae42f8-4368-4678-94ff-3960e28e3630/.default';

/**
 * `azure` clusters: a token for the portal's own Microsoft Entra ID application, by the client
 * credentials grant with `AZURE_TENANT_ID`, `AZURE_CLIENT_ID` and `AZURE_CLIENT_SECRET` at
 * `AZURE_AUTHORITY_HOST` (the public cloud unless set). Kept until shortly before it expires.
 */
export function createAzureClientCredentialsToken(options: AzureClientCredentialsOptions) {
  const tokens = createEntraTokens({
    env: options.env,
    now: options.now,
    toError: accessTokenError('Azure token'),
  });

  return async (): Promise<string> => {
    const { AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET } = options.env;
    if (!AZURE_TENANT_ID || !AZURE_CLIENT_ID || !AZURE_CLIENT_SECRET) {
      throw new ClusterCredentialError(
        'No Azure credentials: set AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET',
      );
    }
    const credential = {
      tenantId: AZURE_TENANT_ID,
      clientId: AZURE_CLIENT_ID,
      clientSecret: AZURE_CLIENT_SECRET,
    };
    return tokens.clientSecret(credential, AKS_SCOPE);
  };
}
