import type { ApiClient } from '../client/createApiClient';
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
  const body = await api.json<SessionResponse>(
    'auth',
    `/${encodeURIComponent(providerId)}/refresh`,
    {
      credentials: 'include',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    },
  );
  const { token, identity, expiresInSeconds } = body.backstageIdentity;
  return {
    providerId,
    token,
    identity,
    profile: body.profile ?? {},
    expiresAt: now() + (expiresInSeconds ?? DEFAULT_SESSION_SECONDS) * 1000,
  };
}
