import type { ApiClient } from '../../client/createApiClient';
import { ResponseError } from '../../client/ResponseError';

// Spec 001 §9 "cookie refresh": never sooner than this after a success, this much earlier than the
// expiry (chosen at random, so that tabs and replicas do not all ask at once), and the retries.
export const COOKIE_REFRESH_MIN_WAIT_MS = 5 * 60_000;
export const COOKIE_REFRESH_MARGIN_MIN_MS = 60_000;
export const COOKIE_REFRESH_MARGIN_MAX_MS = 4 * 60_000;
export const COOKIE_RETRY_FIRST_MS = 5_000;
export const COOKIE_RETRY_MAX_MS = 5 * 60_000;

/** Spec 001 §7: a backend without the endpoint is taken to have given a cookie for a year. */
const ABSENT_ENDPOINT_EXPIRY_MS = 365 * 24 * 60 * 60_000;
/** setTimeout fires at once for longer delays: longer waits are taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const SESSION_REFRESH_FAILED_MESSAGE =
  'Session refresh failed, see developer console for details';

export interface CookieRefresherOptions {
  /** Calls the auth backend with the signed-in user's token. */
  api: ApiClient;
  /** Told when refreshing keeps failing (from the second failure in a row). */
  onError(error: Error): void;
  now?: () => number;
  /** A number in [0, 1), as Math.random. */
  random?: () => number;
}

export interface CookieRefresher {
  /** Gets a cookie now and keeps it fresh; does nothing while already running. */
  start(): void;
  /** Stops refreshing (the cookie stays until it expires or is removed). */
  stop(): void;
  /** Stops, and asks the backend to remove the cookie (sign-out); failures are only logged. */
  remove(): Promise<void>;
}

const COOKIE_PATH = '/v1/cookie';

/**
 * Keeps the session cookie that lets pages load content without headers (images, docs) in step
 * with the sign-in (spec 001 §4 "Session cookie refresh", §7 "Session cookie"): `GET` it after
 * sign-in, again a few minutes before it expires, with retries that back off on failure.
 */
export function createCookieRefresher(options: CookieRefresherOptions): CookieRefresher {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let failures = 0;
  // Each start gets a new generation, so an answer arriving after a stop schedules nothing.
  let generation = 0;

  function schedule(at: number, current: number) {
    const wait = Math.min(Math.max(at - now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (current !== generation) return;
      if (now() < at) schedule(at, current);
      else void refresh(current);
    }, wait);
  }

  async function refresh(current: number) {
    try {
      const expiresAt = await fetchExpiry();
      if (current !== generation) return;
      failures = 0;
      const margin =
        COOKIE_REFRESH_MARGIN_MIN_MS +
        random() * (COOKIE_REFRESH_MARGIN_MAX_MS - COOKIE_REFRESH_MARGIN_MIN_MS);
      schedule(Math.max(expiresAt - margin, now() + COOKIE_REFRESH_MIN_WAIT_MS), current);
    } catch (error) {
      if (current !== generation) return;
      failures += 1;
      console.error('Session cookie refresh failed', error);
      if (failures > 1) options.onError(new Error(SESSION_REFRESH_FAILED_MESSAGE));
      const delay = Math.min(COOKIE_RETRY_FIRST_MS * 2 ** (failures - 1), COOKIE_RETRY_MAX_MS);
      schedule(now() + delay, current);
    }
  }

  async function fetchExpiry(): Promise<number> {
    const response = await options.api.fetch('auth', COOKIE_PATH, { credentials: 'include' });
    if (response.status === 404) return now() + ABSENT_ENDPOINT_EXPIRY_MS;
    if (!response.ok) throw await ResponseError.fromResponse(response);
    const { expiresAt } = (await response.json()) as { expiresAt?: string };
    const time = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
    if (Number.isNaN(time))
      throw new Error(`The session cookie's expiry is not a date: ${expiresAt}`);
    return time;
  }

  function stop() {
    running = false;
    generation += 1;
    failures = 0;
    clearTimeout(timer);
  }

  return {
    start() {
      if (running) return;
      running = true;
      generation += 1;
      void refresh(generation);
    },
    stop,
    async remove() {
      stop();
      try {
        const response = await options.api.fetch('auth', COOKIE_PATH, {
          method: 'DELETE',
          credentials: 'include',
        });
        if (!response.ok && response.status !== 404)
          throw await ResponseError.fromResponse(response);
      } catch (error) {
        console.error('Session cookie removal failed', error);
      }
    },
  };
}
