import type { Config } from '@atrium/server-core';
import { oauthEnvironmentConfig } from '../oauth/oauthProviderFactory';
import { isGuestEnabled } from './guestProvider';
import { PROVIDER_TITLES } from '../../shared';

/** The built-in providers a person can sign in with here, for the sign-in page. */
export function signInProviderIds(config: Config): string[] {
  return Object.keys(PROVIDER_TITLES).filter(id =>
    id === 'guest' ? isGuestEnabled(config) : oauthEnvironmentConfig(config, id) !== undefined,
  );
}
