import { createStore } from '../app/createStore';

/** A signed-in session (spec 000 §3 "Sign-in session response"), with when it expires. */
export interface Session {
  providerId: string;
  /** What calls carry as `Authorization: Bearer`; none for the legacy guest or a custom user without one. */
  token?: string;
  expiresAt: number;
  identity: { userEntityRef: string; ownershipEntityRefs: string[] };
  profile: { email?: string; displayName?: string; picture?: string };
}

/** Spec 001 §4: a session is refreshed when less than this remains. */
export const SESSION_REFRESH_THRESHOLD_MS = 180_000;

export interface SessionManagerOptions {
  /**
   * Asks the auth backend for a session of a provider without the user's help
   * (`GET /{provider}/refresh`); `renewal` when it replaces one about to expire.
   */
  refresh(providerId: string, context: { renewal: boolean }): Promise<Session>;
  /** Signs in at the user's request, e.g. through a popup; `refresh` when not given. */
  signIn?(providerId: string): Promise<Session>;
  /** Runs before the session is forgotten at sign-out; its failures do not keep anyone signed in. */
  onSignOut?(session: Session): Promise<void>;
  now?: () => number;
  /** A session already known (tests). */
  initial?: Session;
}

export interface SignInOptions {
  /** The user asked for it (a click): a provider may open its popup. */
  interactive?: boolean;
}

export interface SessionManager {
  /** The current session, refreshed first when it is about to expire; undefined when signed out. */
  getSession(): Promise<Session | undefined>;
  /**
   * What calls carry (spec 001 §3 "Credentials"): the session's token, if it has one. Throws
   * when nobody is signed in, rather than sending calls the backend can only refuse.
   */
  getCredentials(): Promise<{ token?: string }>;
  /** Signs in with a provider; concurrent calls of the same kind share one request. */
  signIn(providerId: string, options?: SignInOptions): Promise<Session>;
  /** Starts a session made in the browser (the custom sign-in, the legacy guest). */
  signInWithSession(session: Session): void;
  signOut(): Promise<void>;
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
  const store = createStore<Session | undefined>(options.initial);
  let pending: { key: string; promise: Promise<Session> } | undefined;

  function start(key: string, request: () => Promise<Session>): Promise<Session> {
    if (pending?.key === key) return pending.promise;
    const promise = request().then(
      next => {
        // A sign-out or another sign-in since: this answer is no longer wanted.
        if (pending?.promise !== promise) throw new Error('The sign-in was superseded');
        pending = undefined;
        store.set(next);
        return next;
      },
      (error: unknown) => {
        if (pending?.promise === promise) pending = undefined;
        throw error;
      },
    );
    pending = { key, promise };
    return promise;
  }

  async function getSession() {
    const session = store.get();
    if (!session) return pending ? pending.promise : undefined;
    if (session.expiresAt - now() > SESSION_REFRESH_THRESHOLD_MS) return session;
    const { providerId } = session;
    return start(`refresh ${providerId}`, () => options.refresh(providerId, { renewal: true }));
  }

  return {
    getSession,
    async getCredentials() {
      const current = await getSession();
      if (!current) {
        throw new Error(
          'You do not appear to be signed in. Please try reloading the browser page.',
        );
      }
      return current.token === undefined ? {} : { token: current.token };
    },
    signIn(providerId, { interactive = false } = {}) {
      if (interactive && options.signIn) {
        const signIn = options.signIn;
        return start(`sign-in ${providerId}`, () => signIn(providerId));
      }
      return start(`refresh ${providerId}`, () => options.refresh(providerId, { renewal: false }));
    },
    signInWithSession(next) {
      pending = undefined;
      store.set(next);
    },
    async signOut() {
      const ending = store.get();
      pending = undefined;
      try {
        if (ending) await options.onSignOut?.(ending);
      } finally {
        store.set(undefined);
      }
    },
    current: store.get,
    subscribe: store.subscribe,
  };
}
