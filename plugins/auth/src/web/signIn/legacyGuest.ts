import { readStoredValue, writeStoredValue } from '@atrium/plugin-user-settings/react';
import type { Session } from '@atrium/web-core';

/** Spec 000 §9: the flag that signs the guest in without the auth backend. */
export const LEGACY_GUEST_TOKEN_STORAGE_KEY = 'enableLegacyGuestToken';

/** Spec 000 §6: who the guest is. */
export const GUEST_USER_REF = 'user:default/guest';

export function isLegacyGuestEnabled(): boolean {
  return readStoredValue(LEGACY_GUEST_TOKEN_STORAGE_KEY) !== undefined;
}

/** The user chose the legacy guest (spec 000 §4): kept in this browser from now on. */
export function enableLegacyGuest(): void {
  writeStoredValue(LEGACY_GUEST_TOKEN_STORAGE_KEY, 'true');
}

/**
 * The guest without the auth backend: no token (calls go out without one) and no expiry, since
 * there is nothing to refresh it from.
 */
export function legacyGuestSession(): Session {
  return {
    providerId: 'guest',
    expiresAt: Number.POSITIVE_INFINITY,
    identity: { userEntityRef: GUEST_USER_REF, ownershipEntityRefs: [GUEST_USER_REF] },
    profile: { displayName: 'Guest' },
  };
}
