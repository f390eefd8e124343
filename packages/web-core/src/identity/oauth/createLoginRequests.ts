import { createStore } from '../../app/createStore';
import { LoginRejectedError } from './LoginRejectedError';

/** A provider waiting for the user to log in (spec 001 §2 "OAuth login-request dialog"). */
export interface PendingLogin {
  providerId: string;
  title: string;
  /**
   * Runs the login (opens the provider's popup: call it from a click). Resolves once the waiting
   * requests have their session; rejects with the failure, leaving the request pending.
   */
  login(): Promise<void>;
}

export interface LoginRequestOptions<T> {
  providerId: string;
  title: string;
  /** What logging in is, e.g. opening the provider's popup. */
  login(): Promise<T>;
}

export interface LoginRequests {
  /** Waits until the user logs in (the answer of `login`) or rejects the request. */
  request<T>(options: LoginRequestOptions<T>): Promise<T>;
  /** The providers waiting, oldest first; the same array until it changes. */
  pending(): readonly PendingLogin[];
  /** Fails every waiting request with 'Login failed, rejected by user'. */
  rejectAll(): void;
  subscribe(listener: () => void): () => void;
}

interface Waiter {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The logins the app needs and cannot start by itself: a popup needs a click, so a token needed
 * in the background waits here until the user clicks "Log in" in the 'Login Required' dialog
 * (spec 001 §4). Requests for the same provider wait together for one login.
 */
export function createLoginRequests(): LoginRequests {
  const waiting = new Map<string, { pending: PendingLogin; waiters: Waiter[] }>();
  const store = createStore<readonly PendingLogin[]>([]);

  function changed() {
    store.set([...waiting.values()].map(entry => entry.pending));
  }

  return {
    request<T>({ providerId, title, login }: LoginRequestOptions<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = { resolve: value => resolve(value as T), reject };
        const existing = waiting.get(providerId);
        if (existing) {
          existing.waiters.push(waiter);
          return;
        }
        const entry = {
          waiters: [waiter],
          pending: {
            providerId,
            title,
            async login() {
              const value = await login();
              if (waiting.get(providerId) !== entry) return;
              waiting.delete(providerId);
              changed();
              for (const { resolve: settle } of entry.waiters) settle(value);
            },
          },
        };
        waiting.set(providerId, entry);
        changed();
      });
    },
    pending: store.get,
    rejectAll() {
      const entries = [...waiting.values()];
      waiting.clear();
      changed();
      for (const { waiters } of entries) {
        for (const { reject } of waiters)
          reject(new LoginRejectedError('Login failed, rejected by user'));
      }
    },
    subscribe: store.subscribe,
  };
}
