import { createStore } from '../../app/createStore';
import type { ApiClient } from '../../client/createApiClient';
import { ResponseError } from '../../client/ResponseError';
import { REQUESTED_WITH_HEADERS, type AuthSessionResponse } from '../fetchSession';
import { logout } from '../logout';
import { SESSION_REFRESH_THRESHOLD_MS } from '../createSessionManager';
import type { LoginRequests } from './createLoginRequests';
import { openLoginPopup, type LoginPopupOptions } from './openLoginPopup';

/** Spec 001 §9: the size of a provider's login popup. */
export const OAUTH_POPUP_WIDTH = 450;
export const OAUTH_POPUP_HEIGHT = 730;

/** A provider's session (spec 001 §3 "Auth session"): its tokens, scopes and the user's profile. */
export interface ProviderSession {
  accessToken?: string;
  idToken?: string;
  scopes: ReadonlySet<string>;
  /** When the provider's tokens expire; undefined when it did not say. */
  expiresAt?: number;
  profile: NonNullable<AuthSessionResponse['profile']>;
  /** The whole answer, identity included, for signing in to the app with it. */
  response: AuthSessionResponse;
}

export interface OAuthSessionOptions {
  /** Scopes needed on top of the provider's defaults. */
  scopes?: string[];
  /** Without a session to refresh, answer undefined instead of asking the user to log in. */
  optional?: boolean;
  /** Open the popup at once (the caller runs in a click) instead of the Login Required dialog. */
  instantPopup?: boolean;
}

export interface OAuthClient {
  readonly providerId: string;
  readonly title: string;
  /**
   * The session the browser's refresh cookie gives, without the user (`GET /{provider}/refresh`).
   * `response` is such a refresh already started (the page's early sign-in).
   */
  refresh(options?: { scopes?: string[]; response?: Promise<Response> }): Promise<ProviderSession>;
  /** Opens the provider's popup now: call it from a click. */
  signInWithPopup(scopes?: string[]): Promise<ProviderSession>;
  /** Waits for the user to log in through the Login Required dialog. */
  requestLogin(scopes?: string[]): Promise<ProviderSession>;
  /** A session with the scopes: the current one, a refresh, or the user's login. */
  getSession(
    options: OAuthSessionOptions & { optional: true },
  ): Promise<ProviderSession | undefined>;
  getSession(options?: OAuthSessionOptions): Promise<ProviderSession>;
  /** Ends the provider's session (`POST /{provider}/logout`). */
  signOut(): Promise<void>;
  current(): ProviderSession | undefined;
  subscribe(listener: () => void): () => void;
}

export interface CreateOAuthClientOptions {
  providerId: string;
  /** How the provider is named to users (popup and dialog). */
  title: string;
  /** Calls the auth backend; it needs no token (signing in is how one is obtained). */
  api: ApiClient;
  /** `auth.environment`, passed on as `env`. */
  environment?: string;
  /** Scopes every session of this provider asks for. */
  defaultScopes?: string[];
  loginRequests: LoginRequests;
  /** The app's origin; the page's by default. */
  origin?: string;
  /** `auth.callbackOrigin`: where the popup's final page may come from besides the API's origin. */
  callbackOrigin?: string;
  openPopup?: (options: LoginPopupOptions) => Promise<unknown>;
  now?: () => number;
}

/**
 * One OAuth provider of the auth backend, seen from the browser (spec 001 §4, §7 "Auth"): its
 * session is refreshed from the backend's cookie, obtained through a popup when there is none,
 * and ended with a logout. Concurrent refreshes for the same scopes share one request.
 */
export function createOAuthClient(options: CreateOAuthClientOptions): OAuthClient {
  const { providerId, title, api } = options;
  const now = options.now ?? Date.now;
  const path = `/${encodeURIComponent(providerId)}`;
  const store = createStore<ProviderSession | undefined>(undefined);
  const refreshing = new Map<string, Promise<ProviderSession>>();

  function wanted(scopes: Iterable<string> = []): string[] {
    return [...new Set([...(options.defaultScopes ?? []), ...scopes])];
  }

  function query(values: Record<string, string | undefined>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(values))
      if (value !== undefined) params.set(key, value);
    return params.toString();
  }

  async function requestRefresh(scopes: string[]): Promise<Response> {
    try {
      return await api.fetch(
        'auth',
        `${path}/refresh?${query({ scope: scopes.join(' '), env: options.environment })}`,
        { credentials: 'include', headers: REQUESTED_WITH_HEADERS },
      );
    } catch (cause) {
      throw new Error('Auth refresh request failed', { cause });
    }
  }

  async function refreshWith(scopes: string[], started?: Promise<Response>) {
    const response = await (started ?? requestRefresh(scopes));
    if (!response.ok) {
      const error = await ResponseError.fromResponse(response);
      // The backend's own message says more (e.g. that the provider is not configured).
      throw error.body
        ? error
        : new ResponseError({
            message: 'Auth refresh request failed',
            statusCode: error.statusCode,
            statusText: error.statusText,
          });
    }
    const next = providerSession((await response.json()) as AuthSessionResponse, now);
    if (next.scopeGranted && scopes.some(scope => !next.session.scopes.has(scope))) {
      throw new Error('Refreshed session did not receive the required scopes');
    }
    store.set(next.session);
    return next.session;
  }

  function refresh({ scopes, response }: { scopes?: string[]; response?: Promise<Response> } = {}) {
    const all = wanted([...(store.get()?.scopes ?? []), ...(scopes ?? [])]);
    const key = all.join(' ');
    let pending = refreshing.get(key);
    if (!pending) {
      pending = refreshWith(all, response).finally(() => refreshing.delete(key));
      refreshing.set(key, pending);
    }
    return pending;
  }

  async function signInWithPopup(scopes?: string[]): Promise<ProviderSession> {
    const origin = options.origin ?? window.location.origin;
    const search = query({
      scope: wanted([...(store.get()?.scopes ?? []), ...(scopes ?? [])]).join(' '),
      origin,
      flow: 'popup',
      env: options.environment,
    });
    const answer = await (options.openPopup ?? openLoginPopup)({
      url: `${api.baseUrlFor('auth')}${path}/start?${search}`,
      name: `${title} Login`,
      origin,
      callbackOrigin: options.callbackOrigin,
      width: OAUTH_POPUP_WIDTH,
      height: OAUTH_POPUP_HEIGHT,
    });
    const next = providerSession(answer as AuthSessionResponse, now).session;
    store.set(next);
    return next;
  }

  function requestLogin(scopes?: string[]): Promise<ProviderSession> {
    return options.loginRequests.request({
      providerId,
      title,
      login: () => signInWithPopup(scopes),
    });
  }

  function fresh(current: ProviderSession | undefined, scopes: string[]) {
    if (!current || scopes.some(scope => !current.scopes.has(scope))) return undefined;
    const expiring =
      current.expiresAt !== undefined && current.expiresAt - now() < SESSION_REFRESH_THRESHOLD_MS;
    return expiring ? undefined : current;
  }

  async function getSession(sessionOptions: OAuthSessionOptions = {}) {
    const scopes = wanted(sessionOptions.scopes);
    const current = fresh(store.get(), scopes);
    if (current) return current;
    try {
      return await refresh({ scopes });
    } catch {
      if (sessionOptions.optional) return undefined;
      if (sessionOptions.instantPopup) return signInWithPopup(scopes);
      return requestLogin(scopes);
    }
  }

  return {
    providerId,
    title,
    refresh,
    signInWithPopup,
    requestLogin,
    getSession: getSession as OAuthClient['getSession'],
    async signOut() {
      try {
        await logout(api, providerId);
      } finally {
        // Signed out here whatever the backend says: the user asked to be.
        store.set(undefined);
      }
    },
    current: store.get,
    subscribe: store.subscribe,
  };
}

function providerSession(response: AuthSessionResponse, now: () => number) {
  const info = response.providerInfo ?? {};
  const session: ProviderSession = {
    accessToken: info.accessToken,
    idToken: info.idToken,
    scopes: new Set((info.scope ?? '').split(/[\s,]+/).filter(Boolean)),
    expiresAt:
      info.expiresInSeconds === undefined ? undefined : now() + info.expiresInSeconds * 1000,
    profile: response.profile ?? {},
    response,
  };
  // A provider that does not say what it granted cannot be held to the scopes asked.
  return { session, scopeGranted: info.scope !== undefined };
}
