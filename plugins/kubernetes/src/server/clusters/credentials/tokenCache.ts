/** A value that stops being usable at `expiresAt` (milliseconds since the epoch). */
export interface Expiring<T> {
  value: T;
  expiresAt: number;
}

export interface TokenCacheOptions {
  /** How long before its expiry a value is obtained again. */
  marginMs?: number;
  now?: () => number;
}

/** Tokens are renewed this long before they expire, so a request never carries a dying one. */
const DEFAULT_MARGIN_MS = 2 * 60_000;

/**
 * Keeps obtained credentials until shortly before they expire. Callers asking at the same time
 * share one request; a failure is not kept, so the next caller tries again.
 */
export function createTokenCache<T>(options: TokenCacheOptions = {}) {
  const marginMs = options.marginMs ?? DEFAULT_MARGIN_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Promise<Expiring<T>>>();
  const settled = new Map<string, Expiring<T>>();

  return async function cached(key: string, obtain: () => Promise<Expiring<T>>): Promise<T> {
    const known = settled.get(key);
    if (known && known.expiresAt - marginMs > now()) return known.value;
    let pending = entries.get(key);
    if (!pending) {
      pending = obtain();
      entries.set(key, pending);
      pending.then(
        value => {
          settled.set(key, value);
          entries.delete(key);
        },
        () => entries.delete(key),
      );
    }
    return (await pending).value;
  };
}
