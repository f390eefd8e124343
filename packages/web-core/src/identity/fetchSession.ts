import type { ApiClient } from '../client/createApiClient';
import { ResponseError } from '../client/ResponseError';
import type { Session } from './createSessionManager';

/**
 * What `GET /api/auth/{provider}/refresh` and a sign-in popup answer (spec 000 §3 "Sign-in
 * session response"). The guest has no provider token, so `providerInfo` may be empty.
 */
export interface AuthSessionResponse {
  providerInfo?: {
    accessToken?: string;
    idToken?: string;
    /** Granted scopes, separated by spaces. */
    scope?: string;
    expiresInSeconds?: number;
  };
  profile?: Session['profile'];
  backstageIdentity?: {
    token: string;
    expiresInSeconds?: number;
    identity: { type?: 'user'; userEntityRef: string; ownershipEntityRefs: string[] };
  };
}

/** Spec 001 §7: the header the auth backend requires on refresh and logout (a CSRF guard). */
export const REQUESTED_WITH_HEADERS = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** Without an expiry in the answer, a session is taken to last this long. */
const DEFAULT_SESSION_SECONDS = 3600;

/**
 * Asks the auth backend for a session of `providerId`, with the browser's cookies and the
 * X-Requested-With header the backend requires (spec 000 §5). A refusal throws its ResponseError.
 */
export async function fetchSession(
  api: ApiClient,
  providerId: string,
  now: () => number = Date.now,
): Promise<Session> {
  const response = await api.fetch('auth', `/${encodeURIComponent(providerId)}/refresh`, {
    credentials: 'include',
    headers: REQUESTED_WITH_HEADERS,
  });
  return sessionFromResponse(providerId, response, now);
}

/** The session in a refresh answer; a refusal throws its ResponseError. */
export async function sessionFromResponse(
  providerId: string,
  response: Response,
  now: () => number = Date.now,
): Promise<Session> {
  if (!response.ok) throw await ResponseError.fromResponse(response);
  return sessionFromBody(providerId, (await response.json()) as AuthSessionResponse, now);
}

/** The identity of a session answer; one without an identity signs nobody in. */
export function sessionFromBody(
  providerId: string,
  body: AuthSessionResponse,
  now: () => number = Date.now,
): Session {
  if (!body.backstageIdentity) {
    throw new Error('No session available. Try reloading your browser page.');
  }
  const { token, identity, expiresInSeconds } = body.backstageIdentity;
  return {
    providerId,
    token,
    identity: {
      userEntityRef: identity.userEntityRef,
      ownershipEntityRefs: identity.ownershipEntityRefs,
    },
    profile: body.profile ?? {},
    expiresAt: now() + (expiresInSeconds ?? DEFAULT_SESSION_SECONDS) * 1000,
  };
}
