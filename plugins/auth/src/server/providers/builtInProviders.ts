import { oauthProviderFactory } from '../oauth/oauthProviderFactory';
import type { AuthProviderFactory } from './AuthProvider';
import { guestProviderFactory } from './guestProvider';
import { oauth2Providers } from './oauth2Providers';
import { openIdProviders } from './openIdProviders';

/** The guest and the ten OAuth providers of spec 001 §7. */
export const builtInProviders: readonly AuthProviderFactory[] = [
  guestProviderFactory,
  ...[...openIdProviders, ...oauth2Providers].map(oauthProviderFactory),
];
