import type { FrontendConfig } from '@atrium/web-core';
import { readStoredValue, removeStoredValue, writeStoredValue } from '../../storage/browserStorage';

/** Spec 000 §9: where the chosen sign-in provider is remembered. */
export const SIGN_IN_PROVIDER_STORAGE_KEY = 'atrium.signInProvider';

export function configuredProviders(config: FrontendConfig): string[] {
  return config.auth?.providers ?? [];
}

/**
 * The provider to sign in with without asking: the one chosen last time, if still configured,
 * or the only one there is (spec 000 §2, §5).
 */
export function automaticProvider(config: FrontendConfig): string | undefined {
  const providers = configuredProviders(config);
  const remembered = readStoredValue(SIGN_IN_PROVIDER_STORAGE_KEY);
  if (remembered && providers.includes(remembered)) return remembered;
  return providers.length === 1 ? providers[0] : undefined;
}

/** Remembers the provider signed in with, or forgets it (undefined) after it failed. */
export function rememberProvider(providerId: string | undefined): void {
  if (providerId) writeStoredValue(SIGN_IN_PROVIDER_STORAGE_KEY, providerId);
  else removeStoredValue(SIGN_IN_PROVIDER_STORAGE_KEY);
}
