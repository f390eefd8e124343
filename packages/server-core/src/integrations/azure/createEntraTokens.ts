import { createHash } from 'node:crypto';
import { createTokenCache } from '../../tokens/createTokenCache';
import { requestAccessToken, type AccessTokenFailure } from '../../tokens/requestAccessToken';

/** An application's client secret in a Microsoft Entra ID tenant. */
export interface EntraClientSecret {
  readonly tenantId: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface EntraTokensOptions {
  /** Read at each request, so `AZURE_AUTHORITY_HOST` and the identity endpoint may change. */
  env?: NodeJS.ProcessEnv;
  now?: () => number;
  /** The error a failed token request becomes; by default an Atrium error naming the endpoint. */
  toError?: (failure: AccessTokenFailure) => Error;
}

/** Bearer tokens from Microsoft Entra ID, each kept until shortly before it expires. */
export interface EntraTokens {
  /** The client credentials grant, for a scope such as `https://storage.azure.com/.default`. */
  clientSecret(credential: EntraClientSecret, scope: string): Promise<string>;
  /**
   * A managed identity's token for a scope: the App Service endpoint when `IDENTITY_ENDPOINT`
   * and `IDENTITY_HEADER` are set, the instance metadata service otherwise.
   */
  managedIdentity(clientId: string | undefined, scope: string): Promise<string>;
}

const DEFAULT_AUTHORITY = 'https://login.microsoftonline.com';
const IMDS_TOKEN_URL = 'http://169.254.169.254/metadata/identity/oauth2/token';

export function createEntraTokens(options: EntraTokensOptions = {}): EntraTokens {
  const now = options.now ?? Date.now;
  const cache = createTokenCache<string>({ now });
  const envOf = () => options.env ?? process.env;

  return {
    clientSecret(credential, scope) {
      const authority = (envOf().AZURE_AUTHORITY_HOST || DEFAULT_AUTHORITY).replace(/\/+$/, '');
      const url = new URL(
        `${authority}/${encodeURIComponent(credential.tenantId)}/oauth2/v2.0/token`,
      );
      // The secret's hash is in the key: a rotated secret never gets the old secret's token.
      const key = [
        'secret',
        url.href,
        credential.clientId,
        scope,
        createHash('sha256').update(credential.clientSecret).digest('hex'),
      ].join('\n');
      return cache(key, () =>
        requestAccessToken({
          what: `Microsoft Entra ID token for client ${credential.clientId}`,
          url,
          init: {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              accept: 'application/json',
            },
            body: new URLSearchParams({
              grant_type: 'client_credentials',
              client_id: credential.clientId,
              client_secret: credential.clientSecret,
              scope,
            }).toString(),
          },
          now,
          toError: options.toError,
        }),
      );
    },

    managedIdentity(clientId, scope) {
      const { url, headers } = managedIdentityRequest(envOf(), clientId, scope);
      const key = ['identity', url.href].join('\n');
      return cache(key, () =>
        requestAccessToken({
          what: `Managed identity token${clientId ? ` for client ${clientId}` : ''}`,
          url,
          init: { headers: { ...headers, accept: 'application/json' } },
          now,
          toError: options.toError,
        }),
      );
    },
  };
}

/** Managed identity endpoints take a resource, which is the scope without `/.default`. */
function managedIdentityRequest(
  env: NodeJS.ProcessEnv,
  clientId: string | undefined,
  scope: string,
): { url: URL; headers: Record<string, string> } {
  const resource = scope.replace(/\/\.default$/, '');
  const { IDENTITY_ENDPOINT, IDENTITY_HEADER } = env;
  if (IDENTITY_ENDPOINT && IDENTITY_HEADER) {
    const url = new URL(IDENTITY_ENDPOINT);
    url.searchParams.set('api-version', '2019-08-01');
    url.searchParams.set('resource', resource);
    if (clientId) url.searchParams.set('client_id', clientId);
    return { url, headers: { 'x-identity-header': IDENTITY_HEADER } };
  }
  const url = new URL(IMDS_TOKEN_URL);
  url.searchParams.set('api-version', '2018-02-01');
  url.searchParams.set('resource', resource);
  if (clientId) url.searchParams.set('client_id', clientId);
  return { url, headers: { metadata: 'true' } };
}

let shared: EntraTokens | undefined;

/**
 * One process-wide set of tokens for readers made without their own: tokens are worth sharing
 * between every reader of the same credential, as Azure's own SDKs do.
 */
export function sharedEntraTokens(): EntraTokens {
  shared ??= createEntraTokens();
  return shared;
}
