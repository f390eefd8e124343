import type { ApiClient } from '../client/createApiClient';
import { ResponseError } from '../client/ResponseError';
import type { Session } from './createSessionManager';

/** What `GET /api/auth/{provider}/refresh` answers (spec 000 §3). */
interface SessionResponse {
  profile?: Session['profile'];
  backstageIdentity: {
    token: string;
    expiresInSeconds?: number;
    identity: { userEntityRef: string; ownershipEntityRefs: string[] };
  };
}

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
    headers: { 'x-requested-with': 'XMLHttpRequest' },
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
  const body = (await response.json()) as SessionResponse;
  const { token, identity, expiresInSeconds } = body.backstageIdentity;
  return {
    providerId,
    token,
    identity,
    profile: body.profile ?? {},
    expiresAt: now() + (expiresInSeconds ?? DEFAULT_SESSION_SECONDS) * 1000,
  };
}
