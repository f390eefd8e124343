import { NotAllowedError, ServiceUnavailableError } from '@atrium/model';
import type { Expiring } from './createTokenCache';

/** How long a token endpoint may take to answer. */
const TOKEN_TIMEOUT_MS = 10_000;
/** Without a lifetime in the answer, a token is taken to last the usual hour. */
const DEFAULT_LIFETIME_S = 3600;

/**
 * Why a token endpoint gave no token. `reason` is the endpoint's `error` and description, which
 * say what is wrong (`invalid_client`, an unknown tenant) and never carry the secret sent.
 */
export type AccessTokenFailure = { what: string; url: URL } & (
  | { kind: 'unreachable'; cause: unknown }
  | { kind: 'refused'; status: number; reason: string | undefined }
  | { kind: 'no-token' }
);

export interface AccessTokenRequest {
  /** What the token is for, named in messages (`Microsoft Entra ID token for …`). */
  what: string;
  url: URL;
  init: RequestInit;
  now: () => number;
  /** The error a failure becomes; by default an Atrium error naming the endpoint's origin. */
  toError?: (failure: AccessTokenFailure) => Error;
}

/**
 * Calls a token endpoint (an OAuth 2.0 token endpoint, or a managed identity's) and reads its
 * `access_token` and lifetime.
 */
export async function requestAccessToken(request: AccessTokenRequest): Promise<Expiring<string>> {
  const { what, url } = request;
  const toError = request.toError ?? atriumError;
  let response: Response;
  try {
    response = await fetch(url, {
      ...request.init,
      redirect: 'manual',
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (cause) {
    throw toError({ what, url, kind: 'unreachable', cause });
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const reason = [body.error, body.error_description]
      .filter(part => typeof part === 'string' && part !== '')
      .join(': ');
    throw toError({ what, url, kind: 'refused', status: response.status, reason: clip(reason) });
  }
  const token = body.access_token;
  if (typeof token !== 'string' || token === '') throw toError({ what, url, kind: 'no-token' });
  return { value: token, expiresAt: expiryOf(body, request.now()) };
}

function atriumError(failure: AccessTokenFailure): Error {
  const at = `${failure.what}: ${failure.url.origin}`;
  switch (failure.kind) {
    case 'unreachable':
      return new ServiceUnavailableError(`${at} could not be reached`, { cause: failure.cause });
    case 'no-token':
      return new ServiceUnavailableError(`${at} answered without an access_token`);
    case 'refused': {
      const { status, reason } = failure;
      const message = `${at} answered HTTP ${status}${reason ? ` (${reason})` : ''}`;
      // 400 and 401 are how token endpoints refuse a client or its secret.
      return status === 400 || status === 401 || status === 403
        ? new NotAllowedError(message)
        : new ServiceUnavailableError(message);
    }
  }
}

/** `expires_in` (seconds from now) or, from managed identity endpoints, `expires_on` (epoch). */
function expiryOf(body: Record<string, unknown>, now: number): number {
  const expiresIn = Number(body.expires_in);
  if (Number.isFinite(expiresIn) && expiresIn > 0) return now + expiresIn * 1000;
  const expiresOn = Number(body.expires_on);
  if (Number.isFinite(expiresOn) && expiresOn * 1000 > now) return expiresOn * 1000;
  return now + DEFAULT_LIFETIME_S * 1000;
}

function clip(text: string): string | undefined {
  if (text === '') return undefined;
  // Entra ID descriptions run to trace and correlation ids; the first sentence says enough.
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
