import { createServiceRef } from '../plugin/serviceRegistry';

/** A signed-in person, as their identity token describes them. */
export interface UserPrincipal {
  type: 'user';
  /** `user:<namespace>/<name>`, lower-case. */
  userEntityRef: string;
  /** The user and every group they belong to, transitively: what "owned by me" matches. */
  ownershipEntityRefs: string[];
}

/** Another part of Atrium calling with a token of its own. */
export interface ServicePrincipal {
  type: 'service';
  /** Who the token was issued to, e.g. `plugin:scaffolder`. */
  subject: string;
}

/** Who is calling. */
export type Principal = UserPrincipal | ServicePrincipal;

/**
 * Turns a bearer token into the principal it was issued to, or fails with an AuthenticationError
 * (missing, expired, tampered, wrongly signed or not meant for Atrium). Provided by the auth plugin.
 */
export interface TokenAuthenticator {
  authenticate(token: string): Promise<Principal>;
}

export const tokenAuthenticatorServiceRef = createServiceRef<TokenAuthenticator>('core.tokens');
