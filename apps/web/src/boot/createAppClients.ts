import {
  createApiClient,
  createSessionManager,
  fetchSession,
  sessionFromResponse,
  type ApiClient,
  type FrontendConfig,
  type SessionManager,
} from '@atrium/web-core';
import { QueryClient } from '@tanstack/react-query';
import { isLegacyGuestEnabled, legacyGuestSession } from '../auth/legacyGuest';
import { takeEarlySession } from './earlySession';

/**
 * An answer stays fresh this long, so a page mounting on data its route prefetched (or that
 * another page just loaded) does not fetch it again; changes invalidate what they touch.
 */
const QUERY_STALE_TIME_MS = 10_000;

/** The clients every page shares: the query cache, the signed-in session and the API client. */
export interface AppClients {
  queryClient: QueryClient;
  sessions: SessionManager;
  api: ApiClient;
}

export function createAppClients(config: FrontendConfig): AppClients {
  // Sessions are fetched without a token (they are how one is obtained); every other call waits
  // for a sign-in in progress and carries its token.
  const sessionApi = createApiClient({ baseUrl: config.backend.baseUrl });
  const sessions = createSessionManager({
    refresh: async providerId => {
      // The user chose the guest without the auth backend (spec 000 §4): nothing to ask it.
      if (providerId === 'guest' && isLegacyGuestEnabled()) return legacyGuestSession();
      const early = takeEarlySession(providerId);
      return early
        ? early.then(response => sessionFromResponse(providerId, response))
        : fetchSession(sessionApi, providerId);
    },
  });
  return {
    queryClient: new QueryClient({
      defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS } },
    }),
    sessions,
    api: createApiClient({
      baseUrl: config.backend.baseUrl,
      getToken: async () => (await sessions.getCredentials()).token,
    }),
  };
}
