import { AtriumError, AuthenticationError, ServiceUnavailableError } from '@atrium/model';
import { AuthorizationResponseError, ClientError, ResponseBodyError } from 'openid-client';

/**
 * What a failed exchange with a provider means for the caller: the provider refused (401, with
 * its own reason), or could not be reached (503). Never a 500: none of it is Atrium's bug.
 */
export function providerError(title: string, error: unknown): Error {
  if (error instanceof AtriumError) return error;
  if (error instanceof ResponseBodyError || error instanceof AuthorizationResponseError) {
    return refused(title, error.error_description ?? error.error);
  }
  if (isUnreachable(error)) {
    return new ServiceUnavailableError(`The ${title} provider could not be reached`, {
      cause: error,
    });
  }
  // GitHub answers a refused code with 200 and an OAuth error body.
  const body = errorBody(error);
  if (body) return refused(title, body);
  const message = error instanceof Error ? error.message : 'unknown error';
  return new AuthenticationError(`Sign-in with ${title} failed: ${message}`, { cause: error });
}

function refused(title: string, reason: string): AuthenticationError {
  return new AuthenticationError(`${title} refused the sign-in: ${reason}`);
}

function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch: connection refused, DNS, TLS
  if (error instanceof ClientError) {
    return error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT';
  }
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function errorBody(error: unknown): string | undefined {
  // openid-client wraps the body as the cause of its cause: { body: { error, error_description } }.
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    const body = (cause as { body?: { error?: unknown; error_description?: unknown } }).body;
    if (body && typeof body.error === 'string') {
      return typeof body.error_description === 'string' ? body.error_description : body.error;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}
