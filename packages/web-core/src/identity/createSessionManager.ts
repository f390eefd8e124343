/** A signed-in session (spec 000 §3 "Sign-in session response"), with when it expires. */
export interface Session {
  providerId: string;
  token: string;
  expiresAt: number;
  identity: { userEntityRef: string; ownershipEntityRefs: string[] };
  profile: { email?: string; displayName?: string; picture?: string };
}

/** Spec 001 §4: a session is refreshed when less than this remains. */
export const SESSION_REFRESH_THRESHOLD_MS = 180_000;

export interface SessionManagerOptions {
  /** Asks the auth backend for a fresh session of a provider (`GET /{provider}/refresh`). */
  refresh(providerId: string): Promise<Session>;
  now?: () => number;
  /** A session already known (tests). */
  initial?: Session;
}

export interface SessionManager {
  /** The current session, refreshed first when it is about to expire; undefined when signed out. */
  getSession(): Promise<Session | undefined>;
  /** Signs in with a provider; concurrent calls for a session share one request. */
  signIn(providerId: string): Promise<Session>;
  signOut(): void;
  /** The session as last known, without refreshing. */
  current(): Session | undefined;
  subscribe(listener: () => void): () => void;
}

/**
 * Holds the signed-in session: refreshes it when less than 180 s remain, and collapses concurrent
 * refreshes into one request (spec 001 §4 "Auth session").
 */
export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let session: Session | undefined = options.initial;
  let pending: { providerId: string; promise: Promise<Session> } | undefined;

  function set(next: Session | undefined) {
    session = next;
    for (const listener of listeners) listener();
  }

  function refresh(providerId: string): Promise<Session> {
    if (pending?.providerId === providerId) return pending.promise;
    const promise = options.refresh(providerId).then(
      next => {
        if (pending?.promise === promise) pending = undefined;
        set(next);
        return next;
      },
      (error: unknown) => {
        if (pending?.promise === promise) pending = undefined;
        throw error;
      },
    );
    pending = { providerId, promise };
    return promise;
  }

  return {
    async getSession() {
      if (!session) return pending ? pending.promise : undefined;
      if (session.expiresAt - now() > SESSION_REFRESH_THRESHOLD_MS) return session;
      return refresh(session.providerId);
    },
    signIn: refresh,
    signOut() {
      pending = undefined;
      set(undefined);
    },
    current: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
