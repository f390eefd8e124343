import { parseEntityRef, stringifyEntityRef } from '@atrium/model';
import type { Session } from '@atrium/web-core';

/** The custom card's provider id: its sessions are made in the browser. */
export const CUSTOM_PROVIDER_ID = 'custom';

export const INVALID_TOKEN_MESSAGE = 'Token is not a valid OpenID Connect JWT Token';
export const INVALID_USER_REF_MESSAGE = 'Invalid user entity reference';

// Spec 000 §5: three dot-separated parts of letters, digits, '_' or '-' (a JWT's shape; what it
// says is for the backend to verify).
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function isValidIdToken(token: string): boolean {
  return JWT_SHAPE.test(token);
}

/**
 * The user a custom sign-in acts as: `ada` is `user:default/ada`; `user:team/ada` and
 * `team/ada` are accepted as written. Anything else, another kind included, is undefined.
 */
export function userEntityRefFor(userId: string): string | undefined {
  try {
    const ref = parseEntityRef(userId.trim(), { defaultKind: 'user', defaultNamespace: 'default' });
    return ref.kind.toLowerCase() === 'user' ? stringifyEntityRef(ref) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session of a custom sign-in: the user acts as `userEntityRef`, and the calls carry the id
 * token when one was given. It does not expire here: nothing could refresh it.
 */
export function customSession(userEntityRef: string, idToken: string | undefined): Session {
  const session: Session = {
    providerId: CUSTOM_PROVIDER_ID,
    expiresAt: Number.POSITIVE_INFINITY,
    identity: { userEntityRef, ownershipEntityRefs: [userEntityRef] },
    profile: { displayName: userEntityRef.slice(userEntityRef.indexOf('/') + 1) },
  };
  if (idToken) session.token = idToken;
  return session;
}
