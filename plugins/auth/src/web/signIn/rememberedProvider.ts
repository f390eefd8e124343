import {
  readStoredValue,
  removeStoredValue,
  writeStoredValue,
} from '@atrium/plugin-user-settings/react';
import type { FrontendConfig } from '@atrium/web-core';

/** Spec 000 §9: where the chosen sign-in provider is remembered. */
export const SIGN_IN_PROVIDER_STORAGE_KEY = 'atrium.signInProvider';

/** The backend's sign-in providers (the custom card is not one: it signs in in the browser). */
export function configuredProviders(config: FrontendConfig): string[] {
  return config.auth?.providers ?? [];
}

/**
 * The provider to sign in with without asking: the one chosen last time, if still configured,
 * or the only way to sign in there is (spec 000 §2, §4). The custom card needs its form filled,
 * so it is never automatic, and with it there is always a choice.
 */
export function automaticProvider(config: FrontendConfig): string | undefined {
  const providers = configuredProviders(config);
  const remembered = readStoredValue(SIGN_IN_PROVIDER_STORAGE_KEY);
  if (remembered && providers.includes(remembered)) return remembered;
  return providers.length === 1 && !config.auth?.custom ? providers[0] : undefined;
}

/** Remembers the provider signed in with, or forgets it (undefined) after a failure or sign-out. */
export function rememberProvider(providerId: string | undefined): void {
  if (providerId) writeStoredValue(SIGN_IN_PROVIDER_STORAGE_KEY, providerId);
  else removeStoredValue(SIGN_IN_PROVIDER_STORAGE_KEY);
}
