import { createLazyPage, type SignInProviders } from '@atrium/web-core';
import { createSignInMethods } from './signIn/createSignInMethods';
import { automaticProvider, rememberProvider } from './signIn/rememberedProvider';

// Most visits sign in without it (the remembered provider, or the only one): its own chunk, which
// the app loads ahead when it will be needed.
const signInPage = createLazyPage(() =>
  import('./pages/SignInPage/SignInPage').then(module => module.SignInPage),
);

/** The guest, the custom user and the backend's OAuth providers, as `auth.providers` lists them. */
export const authSignInProviders: SignInProviders = {
  createMethods: ({ config, authApi, takeEarlySession }) =>
    createSignInMethods(config, authApi, { takeEarlySession }),
  automaticProvider,
  rememberProvider,
  page: signInPage,
};
