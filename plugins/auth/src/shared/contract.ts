/** The identity block of a session (spec 000 §3 "Sign-in session response"). */
export interface BackstageIdentityResponse {
  token: string;
  /** Seconds from issue, as the web app schedules its refresh from it. */
  expiresInSeconds: number;
  identity: {
    type: 'user';
    userEntityRef: string;
    ownershipEntityRefs: string[];
  };
}

/** What an OAuth provider granted: empty for the guest. */
export interface ProviderInfo {
  accessToken?: string;
  /** Only from OpenID Connect providers. */
  idToken?: string;
  /** The granted scopes, space-separated. */
  scope?: string;
  /** Seconds the access token lives from issue. */
  expiresInSeconds?: number;
}

/** What `GET /{provider}/refresh` answers, and the popup's `authorization_response` carries. */
export interface AuthSessionResponse {
  providerInfo: ProviderInfo;
  profile: { email?: string; displayName?: string; picture?: string };
  backstageIdentity: BackstageIdentityResponse;
}

/** How the web app opens `GET /{provider}/start`: in a popup, or by leaving the page. */
export type AuthFlow = 'popup' | 'redirect';

/**
 * What the sign-in popup posts to `window.opener` (spec 001 §7 "Popup messages"): first the app
 * origin the server expects, then the result.
 */
export type AuthPopupMessage =
  | { type: 'config_info'; targetOrigin: string }
  | { type: 'authorization_response'; response: AuthSessionResponse }
  | { type: 'authorization_response'; error: { name: string; message: string } };

/** What `GET /v1/cookie` answers: when the auth cookie it set expires (ISO 8601). */
export interface AuthCookieResponse {
  expiresAt: string;
}
