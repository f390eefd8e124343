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

/** Renewed this long before expiry, so a request never carries a token that dies on the way. */
const DEFAULT_MARGIN_MS = 2 * 60_000;

/**
 * Keeps obtained tokens (or temporary keys) until shortly before they expire. Callers asking at
 * the same time share one request; a failure is not kept, so the next caller tries again.
 */
export function createTokenCache<T>(options: TokenCacheOptions = {}) {
  const marginMs = options.marginMs ?? DEFAULT_MARGIN_MS;
  const now = options.now ?? Date.now;
  const pending = new Map<string, Promise<Expiring<T>>>();
  const settled = new Map<string, Expiring<T>>();

  return async function cached(key: string, obtain: () => Promise<Expiring<T>>): Promise<T> {
    const known = settled.get(key);
    if (known && known.expiresAt - marginMs > now()) return known.value;
    let request = pending.get(key);
    if (!request) {
      request = obtain();
      pending.set(key, request);
      request.then(
        value => {
          settled.set(key, value);
          pending.delete(key);
        },
        () => pending.delete(key),
      );
    }
    return (await request).value;
  };
}
