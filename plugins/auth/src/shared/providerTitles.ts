/**
 * Every sign-in provider Atrium knows, with the title its messages use: the guest and the ten
 * OAuth providers configured under `auth.providers.<id>.<environment>`.
 */
export const PROVIDER_TITLES: Readonly<Record<string, string>> = {
  guest: 'Guest',
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
