import type { Config } from '@atrium/server-core';
import { isGuestEnabled } from './guestProvider';

/** The providers a person can sign in with here, for the sign-in page. */
export function signInProviderIds(config: Config): string[] {
  return isGuestEnabled(config) ? ['guest'] : [];
}
