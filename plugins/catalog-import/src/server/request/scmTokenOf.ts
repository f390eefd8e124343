import { InputError } from '@atrium/model';
import { SCM_TOKEN_HEADER } from '../../shared';

/** Longer than any host's tokens (GitHub's and Microsoft Entra ID's JWTs included). */
const MAX_TOKEN_CHARS = 8192;

/**
 * The person's own token for the code host, when the browser sent one. Its value never appears
 * in a message: a malformed one is refused by what is wrong with it.
 */
export function scmTokenOf(request: {
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const value = request.headers[SCM_TOKEN_HEADER];
  if (value === undefined) return undefined;
  const token = Array.isArray(value) ? undefined : value.trim();
  if (!token || token.length > MAX_TOKEN_CHARS || !/^[\x21-\x7e]+$/.test(token)) {
    throw new InputError(
      `Invalid ${SCM_TOKEN_HEADER} header: one token of at most ${MAX_TOKEN_CHARS} printable characters is expected`,
    );
  }
  return token;
}
