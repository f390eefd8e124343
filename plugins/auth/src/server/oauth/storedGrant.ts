import { AuthenticationError } from '@atrium/model';
import { z } from 'zod';
import type { StoredGrant } from './OAuthClient';

const grantSchema = z.object({
  kind: z.enum(['refresh', 'access']),
  token: z.string().min(1),
  scope: z.string(),
});

/** The refresh cookie's value: base64url JSON, one cookie-safe token. */
export function encodeStoredGrant(grant: StoredGrant): string {
  return Buffer.from(JSON.stringify(grant)).toString('base64url');
}

export function decodeStoredGrant(value: string, title: string): StoredGrant {
  try {
    const parsed = grantSchema.safeParse(
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    if (parsed.success) return parsed.data;
  } catch {
    // Reported below like any other malformed cookie.
  }
  throw new AuthenticationError(`The ${title} session cookie is malformed; sign in again`);
}
