import { NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';

/** Why a code search was refused, and until when the host asked to be left alone. */
export interface CodeSearchRefusal {
  error: Error;
  /** Epoch ms; set for a rate-limit refusal. */
  resumesAt?: number;
}

/** Without a Retry-After, a 429 waits this long. */
const DEFAULT_WAIT_MS = 60_000;

/**
 * The error for a code search answer that is not a success. `detail` is the host's own
 * message, shown where it helps the reader fix the configuration (a refused query, a missing
 * organisation); it never holds the request's credentials.
 */
export function codeSearchRefusal(
  host: string,
  response: Response,
  detail: string | undefined,
  now: number,
): CodeSearchRefusal {
  const { status } = response;
  const what = `Code search on ${host}`;
  const retryAfter = response.headers.get('retry-after');
  const seconds = retryAfter === null || retryAfter.trim() === '' ? NaN : Number(retryAfter);
  // Azure DevOps blocks with 429 and Retry-After; a busy server answers 503 with one.
  if (status === 429 || (status === 503 && Number.isFinite(seconds))) {
    const resumesAt =
      now + (Number.isFinite(seconds) ? Math.max(0, seconds) * 1000 : DEFAULT_WAIT_MS);
    return { resumesAt, error: rateLimitError(host, resumesAt) };
  }
  if (status === 401 || status === 403) {
    return {
      error: new NotAllowedError(
        `${what} was refused (HTTP ${status}): check the credentials of integrations.azure for ${host}`,
      ),
    };
  }
  const said = detail ? `: ${detail}` : '';
  if (status === 404) {
    return {
      error: new NotFoundError(
        `${what} found no such organization or project, or no Code Search extension (HTTP 404)${said}`,
      ),
    };
  }
  if (status === 400)
    return { error: new ServiceUnavailableError(`${what} refused the query (HTTP 400)${said}`) };
  return { error: new ServiceUnavailableError(`${what} answered HTTP ${status}`) };
}

/** What every search on a host answers while its rate limit holds, as other providers say it. */
export function rateLimitError(host: string, resumesAt: number): ServiceUnavailableError {
  return new ServiceUnavailableError(
    `The API rate limit of ${host} is reached; reading from it resumes at ${new Date(resumesAt).toISOString()}`,
  );
}
