import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Session, SessionManager } from './createSessionManager';

const SessionManagerContext = createContext<SessionManager | undefined>(undefined);

export function IdentityProvider({
  sessions,
  children,
}: {
  sessions: SessionManager;
  children: ReactNode;
}) {
  return (
    <SessionManagerContext.Provider value={sessions}>{children}</SessionManagerContext.Provider>
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

const EMPTY: string[] = [];
const noSubscription = () => () => undefined;
const noSession = () => undefined;
