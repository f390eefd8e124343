import type { ProviderInfo } from '../../shared';

/** Who the provider says signed in, in the terms sign-in resolvers match on. */
export interface ProviderProfile {
  email?: string;
  displayName?: string;
  picture?: string;
  /** The provider's login name (GitHub's `login`, GitLab's `username`, …). */
  username?: string;
  /** The provider's stable id for the person. */
  userId?: string;
}

/**
 * What the refresh cookie keeps between sign-ins: a refresh token, or, for providers that issue
 * none (GitHub OAuth apps), the long-lived access token itself, with the scopes it was granted.
 */
export interface StoredGrant {
  kind: 'refresh' | 'access';
  token: string;
  scope: string;
}

/** A provider session: the tokens, who signed in, and what to keep for the next refresh. */
export interface OAuthResult {
  providerInfo: ProviderInfo & { accessToken: string; scope: string };
  profile: ProviderProfile;
  grant: StoredGrant;
}

export interface AuthorizationRequest {
  state: string;
  /** Space-separated, as the provider's default scopes joined with the app's. */
  scope: string;
  codeChallenge: string;
}

export interface CodeExchangeRequest {
  /** The redirect URI with the provider's query (code, state, iss). */
  callbackUrl: URL;
  codeVerifier: string;
  state: string;
  /** What was asked for: the granted scope when the provider does not say. */
  scope: string;
}

/** How the OAuth framework talks to one provider: build its authorize URL, redeem, refresh. */
export interface OAuthClient {
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Redeems the code in `callbackUrl` (the redirect URI with the provider's query). */
  exchangeCode(request: CodeExchangeRequest): Promise<OAuthResult>;
  refresh(grant: StoredGrant): Promise<OAuthResult>;
}
