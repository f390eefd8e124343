import { ServiceUnavailableError } from '@atrium/model';

/**
 * Remembers, per host, until when its API refuses requests for the rate limit, so reads meanwhile
 * fail at once with the time they resume instead of spending (and extending) the limit.
 */
export interface RateLimitGate {
  /** Throws while the host's limit is reached. */
  assertOpen(host: string): void;
  /** Reads an answer's headers; a rate-limit refusal closes the gate until the host's reset. */
  observe(host: string, response: Response): void;
}

/** Without a reset time in the answer (Bitbucket's bare 429), wait this long. */
const DEFAULT_WAIT_MS = 60_000;

export function createRateLimitGate(now: () => number = Date.now): RateLimitGate {
  const closedUntil = new Map<string, number>();
  return {
    assertOpen(host) {
      const until = closedUntil.get(host);
      if (until === undefined) return;
      if (now() >= until) {
        closedUntil.delete(host);
        return;
      }
      throw rateLimitError(host, until);
    },
    observe(host, response) {
      const until = limitedUntil(response, now());
      if (until === undefined) return;
      closedUntil.set(host, until);
      throw rateLimitError(host, until);
    },
  };
}

function rateLimitError(host: string, until: number): ServiceUnavailableError {
  return new ServiceUnavailableError(
    `The API rate limit of ${host} is reached; reading from it resumes at ${new Date(until).toISOString()}`,
  );
}

/**
 * When a refusal is for the rate limit, the epoch ms it lifts: GitHub's 403/429 with
 * `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (epoch seconds), GitLab's `ratelimit-*`, or a
 * `retry-after` in seconds (secondary limits, Bitbucket, Azure DevOps).
 */
function limitedUntil(response: Response, now: number): number | undefined {
  if (response.status !== 403 && response.status !== 429) return undefined;
  const header = (name: string) => response.headers.get(name) ?? undefined;
  const retryAfter = Number(header('retry-after'));
  if (header('retry-after') !== undefined && Number.isFinite(retryAfter)) {
    return now + Math.max(0, retryAfter) * 1000;
  }
  const remaining = header('x-ratelimit-remaining') ?? header('ratelimit-remaining');
  if (remaining === '0') {
    const reset = Number(header('x-ratelimit-reset') ?? header('ratelimit-reset'));
    return Number.isFinite(reset) && reset > 0
      ? Math.max(now, reset * 1000)
      : now + DEFAULT_WAIT_MS;
  }
  // A 429 always means too many requests, whatever the host says of when to come back.
  return response.status === 429 ? now + DEFAULT_WAIT_MS : undefined;
}
