export { authPlugin, createAuthPlugin, type AuthPluginOptions } from './plugin';
export { signInProviderIds } from './providers/signInProviderIds';
export type {
  AuthProvider,
  AuthProviderContext,
  AuthProviderFactory,
} from './providers/AuthProvider';
export { createOAuthProvider, type OAuthProviderOptions } from './oauth/createOAuthProvider';
export type { OAuthClient, OAuthResult, ProviderProfile, StoredGrant } from './oauth/OAuthClient';
export { createSignIn, type SignIn } from './signIn/createSignIn';
