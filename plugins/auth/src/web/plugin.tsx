import { createLazyPage, defineWebPlugin } from '@atrium/web-core';
import { authSignInProviders } from './authSignInProviders';

// Settings parts load with the Settings page, not with the app's entry.
const profileCard = createLazyPage(() =>
  import('./settings/ProfileCard').then(module => module.ProfileCard),
);
const authProvidersTab = createLazyPage(() =>
  import('./settings/AuthProvidersTab').then(module => module.AuthProvidersTab),
);

/**
 * Signing in and out (spec 000 §2): the sign-in page and its providers, the profile with its way
 * out on Settings → General, and Settings → Authentication Providers.
 */
export const authWebPlugin = defineWebPlugin({
  id: 'auth',
  routes: [],
  signInProviders: authSignInProviders,
  settingsCards: [{ id: 'auth.profile', element: <profileCard.Page /> }],
  settingsTabs: [
    {
      id: 'auth.providers',
      title: 'Authentication Providers',
      order: 10,
      element: <authProvidersTab.Page />,
    },
  ],
});
