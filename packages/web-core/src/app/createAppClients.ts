import type { FrontendConfig } from '@atrium/model';
import { QueryClient } from '@tanstack/react-query';
import { createErrorChannel, type ErrorChannel } from '../alerts/createErrorChannel';
import { createApiClient, type ApiClient } from '../client/createApiClient';
import { createCookieRefresher } from '../identity/cookie/createCookieRefresher';
import { createSessionManager, type SessionManager } from '../identity/createSessionManager';
import { createLoginRequests, type LoginRequests } from '../identity/oauth/createLoginRequests';
import type { OAuthClient } from '../identity/oauth/createOAuthClient';
import type { SignInMethods, SignInProviders } from '../identity/signInProviders';
import {
  createPermissionClient,
  type PermissionClient,
} from '../permissions/createPermissionClient';

/**
 * An answer stays fresh this long, so a page mounting on data its route prefetched (or that
 * another page just loaded) does not fetch it again; changes invalidate what they touch.
 */
const QUERY_STALE_TIME_MS = 10_000;

/** The clients every page shares: the query cache, the signed-in session, the API clients. */
export interface AppClients {
  queryClient: QueryClient;
  sessions: SessionManager;
  api: ApiClient;
  permissions: PermissionClient;
  /** The backend's OAuth providers, by id. */
  authProviders: ReadonlyMap<string, OAuthClient>;
  /** Logins waiting for the user, shown in the Login Required dialog. */
  loginRequests: LoginRequests;
  /** Failures of background work (the session cookie), shown as alerts. */
  errors: ErrorChannel;
  /** Called once the first page is on screen: background work may use the network from then. */
  pageShown(): void;
}

export interface CreateAppClientsOptions {
  /** The sign-in providers of the app's plugins; without them nobody can sign in. */
  signInProviders?: SignInProviders;
  /** The session refresh the app's page started before its scripts loaded, if any. */
  takeEarlySession?: (providerId: string) => Promise<Response> | undefined;
}

export function createAppClients(
  config: FrontendConfig,
  options: CreateAppClientsOptions = {},
): AppClients {
  const { signInProviders } = options;
  // Sessions are fetched without a token (they are how one is obtained); every other call waits
  // for a sign-in in progress and carries its token.
  const authApi = createApiClient({ baseUrl: config.backend.baseUrl });
  const methods =
    signInProviders?.createMethods({
      config,
      authApi,
      takeEarlySession: options.takeEarlySession ?? (() => undefined),
    }) ?? noSignInMethods();
  const errors = createErrorChannel();
  // Called once `sessions` exists: the first call is made after sign-in starts.
  const api = createApiClient({
    baseUrl: config.backend.baseUrl,
    getToken: async () => (await sessions.getCredentials()).token,
  });
  const cookies = createCookieRefresher({ api, onError: error => errors.post(error) });
  const sessions = createSessionManager({
    refresh: methods.refresh,
    signIn: methods.signIn,
    // Signing out ends everything the sign-in started: the cookie (removed while the token it
    // needs is still there), the provider's session, the provider remembered for next time.
    async onSignOut(session) {
      signInProviders?.rememberProvider(undefined);
      await cookies.remove();
      await methods.logout(session);
    },
  });
  // The cookie serves content pages only. Its first request waits for the first page to be shown,
  // so it does not take one of the browser's few connections from that page's code and data.
  let pageShown!: () => void;
  const shown = new Promise<void>(resolve => (pageShown = resolve));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS } },
  });
  sessions.subscribe(() => {
    // The cookie follows the sign-in; a session without a token has none to give.
    if (sessions.current()?.token !== undefined) {
      void shown.then(() => {
        if (sessions.current()?.token !== undefined) cookies.start();
      });
      return;
    }
    cookies.stop();
    // What was loaded for someone is not kept for whoever signs in next.
    if (!sessions.current()) queryClient.clear();
  });
  return {
    queryClient,
    sessions,
    api,
    permissions: createPermissionClient({ api }),
    authProviders: methods.authProviders,
    loginRequests: methods.loginRequests,
    errors,
    pageShown,
  };
}

/** An app without sign-in providers: a sign-in can only fail, and sessions come from elsewhere. */
function noSignInMethods(): SignInMethods {
  const refuse = () => Promise.reject(new Error('No plugin of this app brings sign-in providers'));
  return {
    authProviders: new Map(),
    loginRequests: createLoginRequests(),
    refresh: refuse,
    signIn: refuse,
    logout: async () => {},
  };
}
