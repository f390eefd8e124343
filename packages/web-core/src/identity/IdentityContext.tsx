import {
  createContext,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Session, SessionManager } from './createSessionManager';
import {
  createLoginRequests,
  type LoginRequests,
  type PendingLogin,
} from './oauth/createLoginRequests';
import type { OAuthClient } from './oauth/createOAuthClient';

const SessionManagerContext = createContext<SessionManager | undefined>(undefined);

interface AuthProvidersValue {
  authProviders: ReadonlyMap<string, OAuthClient>;
  loginRequests: LoginRequests;
}

const AuthProvidersContext = createContext<AuthProvidersValue | undefined>(undefined);

export interface IdentityProviderProps {
  sessions: SessionManager;
  /** The OAuth providers users can sign in to, by id; none unless given. */
  authProviders?: ReadonlyMap<string, OAuthClient>;
  /** Where logins the app cannot start by itself wait; a queue of its own unless given. */
  loginRequests?: LoginRequests;
  children: ReactNode;
}

export function IdentityProvider({
  sessions,
  authProviders,
  loginRequests,
  children,
}: IdentityProviderProps) {
  const [defaults] = useState(() => ({
    authProviders: new Map<string, OAuthClient>(),
    loginRequests: createLoginRequests(),
  }));
  const providers = authProviders ?? defaults.authProviders;
  const requests = loginRequests ?? defaults.loginRequests;
  const current = useMemo(
    () => ({ authProviders: providers, loginRequests: requests }),
    [providers, requests],
  );
  return (
    <SessionManagerContext.Provider value={sessions}>
      <AuthProvidersContext.Provider value={current}>{children}</AuthProvidersContext.Provider>
    </SessionManagerContext.Provider>
  );
}

/** The session manager the app signs in and out with. */
export function useSessionManager(): SessionManager {
  const sessions = useContext(SessionManagerContext);
  if (!sessions) throw new Error('useSessionManager needs an IdentityProvider above it');
  return sessions;
}

/** The signed-in session, re-rendering when it changes; undefined when signed out. */
export function useSession(): Session | undefined {
  const sessions = useContext(SessionManagerContext);
  return useSyncExternalStore(
    sessions?.subscribe ?? noSubscription,
    sessions?.current ?? noSession,
  );
}

/** Whom "owned by me" means: the signed-in user and their groups (empty when signed out). */
export function useOwnershipRefs(): string[] {
  return useSession()?.identity.ownershipEntityRefs ?? EMPTY;
}

function useAuthProvidersValue(): AuthProvidersValue {
  const value = useContext(AuthProvidersContext);
  if (!value)
    throw new Error('useAuthProviders and useLoginRequests need an IdentityProvider above them');
  return value;
}

/** The OAuth providers of the app, by id (Settings → Authentication Providers). */
export function useAuthProviders(): ReadonlyMap<string, OAuthClient> {
  return useAuthProvidersValue().authProviders;
}

export function useLoginRequests(): LoginRequests {
  return useAuthProvidersValue().loginRequests;
}

/** The providers waiting for the user to log in, re-rendering as they come and go. */
export function usePendingLogins(): readonly PendingLogin[] {
  const requests = useLoginRequests();
  return useSyncExternalStore(requests.subscribe, requests.pending);
}

const EMPTY: string[] = [];
const noSubscription = () => () => undefined;
const noSession = () => undefined;
