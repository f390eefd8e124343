// The plugin as the app composes it, and the browser storage keys its page's early sign-in reads
// (apps/web/index.html starts the remembered provider's refresh before the app's scripts load).
export { authWebPlugin } from './plugin';
export { LEGACY_GUEST_TOKEN_STORAGE_KEY } from './signIn/legacyGuest';
export { SIGN_IN_PROVIDER_STORAGE_KEY } from './signIn/rememberedProvider';
