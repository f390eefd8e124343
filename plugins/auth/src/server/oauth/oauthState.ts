import { AuthenticationError } from '@atrium/model';
import { z } from 'zod';

/**
 * What a sign-in carries through the provider and back in `state`. The nonce ties it to the
 * browser that started it (it is also in that browser's HttpOnly nonce cookie).
 */
export interface OAuthState {
  nonce: string;
  env: string;
  origin: string;
  flow: 'popup' | 'redirect';
  redirectUrl?: string;
  scope: string;
}

const stateSchema = z.object({
  nonce: z.string().min(1),
  env: z.string(),
  origin: z.string(),
  flow: z.enum(['popup', 'redirect']),
  redirectUrl: z.string().optional(),
  scope: z.string(),
});

/** Providers echo `state` verbatim; base64url keeps it one URL-safe token. */
export function encodeOAuthState(state: OAuthState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeOAuthState(value: unknown): OAuthState {
  if (typeof value !== 'string' || value === '') {
    throw new AuthenticationError('Invalid state: the sign-in response carries no state');
  }
  try {
    const parsed = stateSchema.safeParse(
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    if (parsed.success) return parsed.data;
  } catch {
    // Not base64url JSON: reported below like any other malformed state.
  }
  throw new AuthenticationError('Invalid state: the sign-in state is malformed');
}
