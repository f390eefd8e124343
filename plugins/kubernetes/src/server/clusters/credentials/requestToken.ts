import { ClusterCredentialError } from './ClusterCredentialError';
import type { Expiring } from './tokenCache';

/** How long a token endpoint may take to answer. */
const TOKEN_TIMEOUT_MS = 10_000;

/**
 * An OAuth 2.0 token request (RFC 6749 §4): a form POST answered with `access_token` and
 * `expires_in`. A refusal becomes an error naming the endpoint's `error` and description, which
 * say what is wrong (`invalid_client`, an expired key) without containing the secret.
 */
export async function requestToken(
  what: string,
  endpoint: string,
  form: Record<string, string>,
  now: () => number = Date.now,
): Promise<Expiring<string>> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ClusterCredentialError(`${what}: ${endpoint} could not be reached`, {
      cause: error,
    });
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const reason = [body.error, body.error_description]
      .filter(part => typeof part === 'string' && part !== '')
      .join(': ');
    throw new ClusterCredentialError(
      `${what}: ${endpoint} answered ${response.status}${reason ? ` (${clip(reason)})` : ''}`,
    );
  }
  const token = body.access_token;
  if (typeof token !== 'string' || token === '') {
    throw new ClusterCredentialError(`${what}: ${endpoint} answered without an access_token`);
  }
  const expiresIn = Number(body.expires_in);
  return {
    value: token,
    // Without a lifetime, a token is assumed to last the usual hour.
    expiresAt: now() + (Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600) * 1000,
  };
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
