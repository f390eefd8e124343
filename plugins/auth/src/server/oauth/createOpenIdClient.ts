import * as openid from 'openid-client';
import type {
  AuthorizationRequest,
  OAuthClient,
  OAuthResult,
  ProviderProfile,
  StoredGrant,
} from './OAuthClient';
import { providerError } from './providerError';

/**
 * Every call to a provider gives up after this long: a hung provider must not hold requests.
 * openid-client applies it to discovery, token and userinfo calls; profile APIs use it too.
 */
export const PROVIDER_TIMEOUT_SECONDS = 10;

export interface OpenIdClientOptions {
  /** The provider's title, for messages. */
  title: string;
  /**
   * The provider's endpoints and this client's credentials. Resolved on first use, so a provider
   * that is down does not stop the server from starting; a failure is retried on the next call.
   */
  configuration(): Promise<openid.Configuration>;
  redirectUri: string;
  /** Extra authorization request parameters (prompt, audience, access_type). */
  authorizationParams?: Record<string, string>;
  /** Who signed in: from the ID token's claims, a userinfo or profile API. */
  readProfile(
    configuration: openid.Configuration,
    session: { accessToken: string; claims?: openid.IDToken },
  ): Promise<ProviderProfile>;
}

/**
 * An OAuthClient on openid-client (v6) rather than hand-made requests over jose + fetch: it does
 * discovery, PKCE, the ID token and `iss` checks (RFC 9207) and the providers' error bodies as
 * the specifications say, which is easy to get subtly wrong by hand. The OAuth 2 providers use it
 * too, with their endpoints given instead of discovered. jose stays for Atrium's own tokens.
 */
export function createOpenIdClient(options: OpenIdClientOptions): OAuthClient {
  const configuration = retryAfterFailure(options.configuration);

  async function call<T>(operation: (config: openid.Configuration) => Promise<T>): Promise<T> {
    try {
      return await operation(await configuration());
    } catch (error) {
      throw providerError(options.title, error);
    }
  }

  async function sessionOf(
    config: openid.Configuration,
    tokens: openid.TokenEndpointResponse & openid.TokenEndpointResponseHelpers,
    previous: StoredGrant | undefined,
    requestedScope: string,
  ): Promise<OAuthResult> {
    const scope = tokens.scope ?? previous?.scope ?? requestedScope;
    const claims = tokens.claims();
    const profile = await options.readProfile(config, { accessToken: tokens.access_token, claims });
    return {
      providerInfo: {
        accessToken: tokens.access_token,
        ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
        scope,
        ...(tokens.expires_in !== undefined ? { expiresInSeconds: tokens.expires_in } : {}),
      },
      profile,
      grant: tokens.refresh_token
        ? { kind: 'refresh', token: tokens.refresh_token, scope }
        : previous?.kind === 'refresh'
          ? { ...previous, scope }
          : { kind: 'access', token: tokens.access_token, scope },
    };
  }

  return {
    authorizationUrl: ({ state, scope, codeChallenge }: AuthorizationRequest) =>
      call(async config =>
        openid.buildAuthorizationUrl(config, {
          ...options.authorizationParams,
          redirect_uri: options.redirectUri,
          scope,
          state,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
        }),
      ),

    exchangeCode: ({ callbackUrl, codeVerifier, state, scope }) =>
      call(async config => {
        const tokens = await openid.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          // Atrium checked the state against the nonce cookie; the library checks it is echoed.
          expectedState: state,
        });
        return sessionOf(config, tokens, undefined, scope);
      }),

    refresh: grant =>
      call(async config => {
        if (grant.kind === 'access') {
          // No refresh token: the access token itself is still good until the person revokes it.
          const profile = await options.readProfile(config, { accessToken: grant.token });
          return {
            providerInfo: { accessToken: grant.token, scope: grant.scope },
            profile,
            grant,
          };
        }
        const tokens = await openid.refreshTokenGrant(config, grant.token);
        return sessionOf(config, tokens, grant, grant.scope);
      }),
  };
}

/** Manually described endpoints, for OAuth 2 providers that publish no discovery document. */
export function oauth2Configuration(options: {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  /** How the client authenticates at the token endpoint; most OAuth 2 hosts take the form body. */
  clientAuth?: 'basic' | 'post';
}): openid.Configuration {
  const config = new openid.Configuration(
    {
      issuer: options.issuer,
      authorization_endpoint: options.authorizationEndpoint,
      token_endpoint: options.tokenEndpoint,
    },
    options.clientId,
    options.clientSecret,
    options.clientAuth === 'basic'
      ? openid.ClientSecretBasic(options.clientSecret)
      : openid.ClientSecretPost(options.clientSecret),
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (isLoopbackUrl(options.tokenEndpoint)) openid.allowInsecureRequests(config);
  return config;
}

/**
 * Plain http only to this machine (a provider in a test, or one run locally); anywhere else
 * tokens would cross the network in clear.
 */
export function isLoopbackUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:') return false;
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function retryAfterFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch(error => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
