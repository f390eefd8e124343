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

/** What `GET /{provider}/refresh` answers. */
export interface AuthSessionResponse {
  providerInfo: Record<string, unknown>;
  profile: { email?: string; displayName?: string; picture?: string };
  backstageIdentity: BackstageIdentityResponse;
}
