import { ClusterCredentialError } from './ClusterCredentialError';
import { requestToken } from './requestToken';
import { createTokenCache } from './tokenCache';

export interface AzureClientCredentialsOptions {
  env: NodeJS.ProcessEnv;
  now?: () => number;
}

/** The Azure Kubernetes Service AAD server application, the audience of tokens AKS accepts. */
const AKS_SCOPE = '6dae42f8-4368-4678-94ff-3960e28e3630/.default';
const DEFAULT_AUTHORITY = 'https://login.microsoftonline.com';

/**
 * `azure` clusters: a token for the portal's own Microsoft Entra ID application, by the client
 * credentials grant with `AZURE_TENANT_ID`, `AZURE_CLIENT_ID` and `AZURE_CLIENT_SECRET` at
 * `AZURE_AUTHORITY_HOST` (the public cloud unless set). Kept until shortly before it expires.
 */
export function createAzureClientCredentialsToken(options: AzureClientCredentialsOptions) {
  const now = options.now ?? Date.now;
  const cache = createTokenCache<string>({ now });

  return async (): Promise<string> => {
    const { AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET } = options.env;
    if (!AZURE_TENANT_ID || !AZURE_CLIENT_ID || !AZURE_CLIENT_SECRET) {
      throw new ClusterCredentialError(
        'No Azure credentials: set AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET',
      );
    }
    const authority = (options.env.AZURE_AUTHORITY_HOST || DEFAULT_AUTHORITY).replace(/\/+$/, '');
    const endpoint = `${authority}/${encodeURIComponent(AZURE_TENANT_ID)}/oauth2/v2.0/token`;
    // Keyed by tenant and client: changed credentials are never answered with the old token.
    return cache(`${AZURE_TENANT_ID}/${AZURE_CLIENT_ID}`, () =>
      requestToken(
        'Azure token',
        endpoint,
        {
          grant_type: 'client_credentials',
          client_id: AZURE_CLIENT_ID,
          client_secret: AZURE_CLIENT_SECRET,
          scope: AKS_SCOPE,
        },
        now,
      ),
    );
  };
}
