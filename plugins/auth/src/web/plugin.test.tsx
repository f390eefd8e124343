import { testFrontendConfig } from '@atrium/web-core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { authWebPlugin } from './plugin';
import { SIGN_IN_PROVIDER_STORAGE_KEY } from './signIn/rememberedProvider';

describe('authWebPlugin', () => {
  beforeEach(() => window.localStorage.clear());

  it('brings the sign-in providers, the profile card and the Authentication Providers tab', () => {
    expect(authWebPlugin.id).toBe('auth');
    expect(authWebPlugin.routes).toEqual([]);
    expect(authWebPlugin.settingsCards?.map(card => card.id)).toEqual(['auth.profile']);
    expect(authWebPlugin.settingsTabs?.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 'auth.providers', title: 'Authentication Providers' },
    ]);
    expect(authWebPlugin.signInProviders?.page.preload).toBeTypeOf('function');
  });

  it('signs in without asking with the only provider, and remembers the one chosen', () => {
    const signIn = authWebPlugin.signInProviders!;
    const config = { ...testFrontendConfig, auth: { providers: ['guest', 'github'] } };

    expect(
      signIn.automaticProvider({ ...testFrontendConfig, auth: { providers: ['guest'] } }),
    ).toBe('guest');
    expect(signIn.automaticProvider(config)).toBeUndefined();
    signIn.rememberProvider('github');
    expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBe('github');
    expect(signIn.automaticProvider(config)).toBe('github');
    signIn.rememberProvider(undefined);
    expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBeNull();
  });
});
