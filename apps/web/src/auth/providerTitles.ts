/**
 * How the sign-in providers are named to users: the guest and the OAuth providers, as the auth
 * backend names them in its messages (its list is server code, which the browser cannot import).
 */
const PROVIDER_TITLES: Readonly<Record<string, string>> = {
  guest: 'Guest',
  custom: 'Custom User',
  oidc: 'OIDC',
  github: 'GitHub',
  gitlab: 'GitLab',
  google: 'Google',
  microsoft: 'Microsoft',
  okta: 'Okta',
  bitbucket: 'Bitbucket',
  atlassian: 'Atlassian',
  onelogin: 'OneLogin',
  auth0: 'Auth0',
};

/** A provider's title, or its id for one this app does not know by name. */
export function providerTitle(providerId: string): string {
  return PROVIDER_TITLES[providerId] ?? providerId;
}
