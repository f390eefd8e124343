import { NotAllowedError, ServiceUnavailableError } from '@atrium/model';
import type { Expiring } from './createTokenCache';

/** How long a token endpoint may take to answer. */
const TOKEN_TIMEOUT_MS = 10_000;
/** Without a lifetime in the answer, a token is taken to last Entra ID's usual hour. */
const DEFAULT_LIFETIME_S = 3600;

export interface EntraTokenRequest {
  /** What the token is for, named in messages (`Microsoft Entra ID token for …`). */
  what: string;
  url: URL;
  init: RequestInit;
  now: () => number;
}

/**
 * Calls a token endpoint (the OAuth 2.0 token endpoint, or a managed identity's) and reads its
 * `access_token` and lifetime. A refusal names the endpoint's `error` and description, which say
 * what is wrong (`invalid_client`, an unknown tenant) and never carry the secret sent.
 */
export async function requestEntraToken(request: EntraTokenRequest): Promise<Expiring<string>> {
  const { what, url } = request;
  let response: Response;
  try {
    response = await fetch(url, {
      ...request.init,
      redirect: 'manual',
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ServiceUnavailableError(`${what}: ${url.origin} could not be reached`, {
      cause: error,
    });
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const reason = [body.error, body.error_description]
      .filter(part => typeof part === 'string' && part !== '')
      .join(': ');
    const message = `${what}: ${url.origin} answered HTTP ${response.status}${reason ? ` (${clip(reason)})` : ''}`;
    // 400 and 401 are how token endpoints refuse a client or its secret.
    throw response.status === 400 || response.status === 401 || response.status === 403
      ? new NotAllowedError(message)
      : new ServiceUnavailableError(message);
  }
  const token = body.access_token;
  if (typeof token !== 'string' || token === '') {
    throw new ServiceUnavailableError(`${what}: ${url.origin} answered without an access_token`);
  }
  return { value: token, expiresAt: expiryOf(body, request.now()) };
}

/** `expires_in` (seconds from now) or, from managed identity endpoints, `expires_on` (epoch). */
function expiryOf(body: Record<string, unknown>, now: number): number {
  const expiresIn = Number(body.expires_in);
  if (Number.isFinite(expiresIn) && expiresIn > 0) return now + expiresIn * 1000;
  const expiresOn = Number(body.expires_on);
  if (Number.isFinite(expiresOn) && expiresOn * 1000 > now) return expiresOn * 1000;
  return now + DEFAULT_LIFETIME_S * 1000;
}

function clip(text: string): string {
  // Entra ID descriptions run to trace and correlation ids; the first sentence says enough.
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
