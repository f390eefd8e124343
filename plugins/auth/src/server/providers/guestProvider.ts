import type { Config } from '@atrium/server-core';

/** Spec 000 §5: the guest's identity. */
export const GUEST_USER_REF = 'user:default/guest';

/**
 * Guest sign-in is on when `auth.providers.guest` is configured, and outside development only
 * with `dangerouslyAllowOutsideDevelopment: true` (anyone could then act as the guest).
 */
export function isGuestEnabled(config: Config, nodeEnv = process.env.NODE_ENV): boolean {
  if (config.getOptional('auth.providers.guest') === undefined) return false;
  const outsideDevelopment = nodeEnv === 'production';
  return (
    !outsideDevelopment ||
    config.getOptionalBoolean('auth.providers.guest.dangerouslyAllowOutsideDevelopment') === true
  );
}
