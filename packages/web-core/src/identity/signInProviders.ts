import type { FrontendConfig } from '@atrium/model';
import type { LazyPage } from '../app/createLazyPage';
import type { ApiClient } from '../client/createApiClient';
import type { Session } from './createSessionManager';
import type { LoginRequests } from './oauth/createLoginRequests';
import type { OAuthClient } from './oauth/createOAuthClient';

/** How each provider signs in, refreshes and signs out: what the session manager is made of. */
export interface SignInMethods {
  /** The OAuth providers of the backend, by id, for Settings and the Login Required dialog. */
  authProviders: ReadonlyMap<string, OAuthClient>;
  /** Logins waiting for the user (the Login Required dialog). */
  loginRequests: LoginRequests;
  /** A session without the user's help; `renewal` replaces one about to expire. */
  refresh(providerId: string, context: { renewal: boolean }): Promise<Session>;
  /** A session the user asked for with a click, e.g. through an OAuth provider's popup. */
  signIn(providerId: string): Promise<Session>;
  /** Ends the session's provider session on the backend, if it has one there. */
  logout(session: Session): Promise<void>;
}

/** What the app hands the sign-in providers when it starts. */
export interface SignInContext {
  config: FrontendConfig;
  /** Calls the auth backend without a token: sessions are how one is obtained. */
  authApi: ApiClient;
  /**
   * The answer to the session refresh the app's page started before its scripts loaded, if it
   * was for `providerId`; taken once.
   */
  takeEarlySession(providerId: string): Promise<Response> | undefined;
}

export interface SignInPageProps {
  /** Sign in with the remembered or only provider on arrival; not after a sign-out. */
  automatic?: boolean;
}

/**
 * The sign-in providers a plugin brings: how each signs in, which one the app may use without
 * asking, and the page that offers them to someone not signed in.
 */
export interface SignInProviders {
  createMethods(context: SignInContext): SignInMethods;
  /** The provider to sign in with at start without asking the user, if there is one. */
  automaticProvider(config: FrontendConfig): string | undefined;
  /** Remembers the provider signed in with for next time, or forgets it (undefined). */
  rememberProvider(providerId: string | undefined): void;
  page: LazyPage<SignInPageProps>;
}
