import type { Config } from '@atrium/server-core';
import type { AuthProviderFactory } from './AuthProvider';

/** Spec 000 §5: the guest's identity. */
export const GUEST_USER_REF = 'user:default/guest';

/**
 * Guest sign-in is on when `auth.providers.guest` is configured, and outside development only
 * with `dangerouslyAllowOutsideDevelopment: true` (anyone could then act as the guest).
 */
export function isGuestEnabled(config: Config, nodeEnv = process.env.NODE_ENV): boolean {
  return guestSectionEnabled(config.getOptionalConfig('auth.providers.guest'), nodeEnv);
}

function guestSectionEnabled(section: Config | undefined, nodeEnv = process.env.NODE_ENV) {
  if (section === undefined) return false;
  return (
    nodeEnv !== 'production' ||
    section.getOptionalBoolean('dangerouslyAllowOutsideDevelopment') === true
  );
}

/** Signs anyone in as the guest, without a cookie or a redirect. */
export const guestProviderFactory: AuthProviderFactory = {
  id: 'guest',
  title: 'Guest',
  create(context) {
    if (!guestSectionEnabled(context.config)) return undefined;
    return {
      async refresh() {
        const ownershipEntityRefs = [GUEST_USER_REF];
        return {
          providerInfo: {},
          profile: { displayName: 'Guest' },
          backstageIdentity: await context.issueIdentity({
            userEntityRef: GUEST_USER_REF,
            ownershipEntityRefs,
          }),
        };
      },
    };
  },
};
