import {
  createLoginRequests,
  createOAuthClient,
  fetchSession,
  logout,
  sessionFromBody,
  sessionFromResponse,
  type ApiClient,
  type FrontendConfig,
  type LoginPopupOptions,
  type OAuthClient,
  type ProviderSession,
  type Session,
  type SignInMethods,
} from '@atrium/web-core';
import { CUSTOM_PROVIDER_ID } from './customSignIn';
import { isLegacyGuestEnabled, legacyGuestSession } from './legacyGuest';
import { providerTitle } from './providerTitles';
import { configuredProviders } from './rememberedProvider';

export interface CreateSignInMethodsOptions {
  /** Opens the OAuth popup; the browser's window by default. */
  openPopup?: (options: LoginPopupOptions) => Promise<unknown>;
  /** The refresh the app's page started before its scripts loaded, if it was for `providerId`. */
  takeEarlySession?: (providerId: string) => Promise<Response> | undefined;
}

/**
 * The guest signs in with a refresh (or the legacy token, spec 000 §4); OAuth providers refresh
 * from their cookie and sign in through their popup; a renewal that finds no cookie asks the
 * user to log in again through the Login Required dialog (spec 001 §4).
 */
export function createSignInMethods(
  config: FrontendConfig,
  authApi: ApiClient,
  options: CreateSignInMethodsOptions = {},
): SignInMethods {
  const takeEarlySession = options.takeEarlySession ?? (() => undefined);
  const loginRequests = createLoginRequests();
  const authProviders = new Map<string, OAuthClient>();
  for (const providerId of configuredProviders(config)) {
    if (providerId === 'guest') continue;
    authProviders.set(
      providerId,
      createOAuthClient({
        providerId,
        title: providerTitle(providerId),
        api: authApi,
        environment: config.auth?.environment,
        callbackOrigin: config.auth?.callbackOrigin,
        loginRequests,
        openPopup: options.openPopup,
      }),
    );
  }

  function oauth(providerId: string): OAuthClient {
    const client = authProviders.get(providerId);
    if (!client) throw new Error(notConfiguredMessage(providerId));
    return client;
  }

  // A provider session without an identity cannot sign anyone in to the app (spec 000 §8).
  function identityOf(providerId: string, session: ProviderSession): Session {
    if (!session.response.backstageIdentity) throw new Error(notConfiguredMessage(providerId));
    return sessionFromBody(providerId, session.response);
  }

  async function refresh(providerId: string, { renewal }: { renewal: boolean }) {
    if (providerId === 'guest') {
      if (isLegacyGuestEnabled()) return legacyGuestSession();
      const early = takeEarlySession(providerId);
      return early
        ? sessionFromResponse(providerId, await early)
        : fetchSession(authApi, providerId);
    }
    const client = oauth(providerId);
    if (!renewal) {
      return identityOf(
        providerId,
        await client.refresh({ response: takeEarlySession(providerId) }),
      );
    }
    const renewed = await client.refresh().catch(() => client.requestLogin());
    return identityOf(providerId, renewed);
  }

  return {
    authProviders,
    loginRequests,
    refresh,
    async signIn(providerId) {
      if (providerId === 'guest') return refresh(providerId, { renewal: false });
      return identityOf(providerId, await oauth(providerId).signInWithPopup());
    },
    async logout(session) {
      // Sessions made in the browser have nothing on the backend to end.
      if (session.providerId === CUSTOM_PROVIDER_ID || session.token === undefined) return;
      const client = authProviders.get(session.providerId);
      await (client ? client.signOut() : logout(authApi, session.providerId));
    },
  };
}

function notConfiguredMessage(providerId: string): string {
  return `The ${providerTitle(providerId)} provider is not configured to support sign-in`;
}
