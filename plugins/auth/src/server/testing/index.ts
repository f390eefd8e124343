export {
  startOidcProvider,
  type OidcTestAccount,
  type OidcTestProvider,
  type StartOidcProviderOptions,
} from './startOidcProvider';
export { testUserDirectoryPlugin, type TestUser } from './testUserDirectory';
export { createCookieJar, type CookieJar } from './cookieJar';
export { whoAmIPlugin } from './whoAmIPlugin';
export { fetchGuestToken } from './fetchGuestToken';
