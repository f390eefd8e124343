import { InputError } from '@atrium/model';
import { authorizationHeader, type GitCredentials, type ScmIntegration } from '@atrium/server-core';

/** How to reach one host: credentials for git over HTTPS and the header its REST API wants. */
export interface HostAccess {
  readonly integration: ScmIntegration;
  /** The REST API's root, without a trailing slash. */
  readonly apiBaseUrl: string;
  readonly credentials: GitCredentials;
  /** The `Authorization` value for the REST API. */
  readonly apiAuthorization: string;
}

/**
 * The access a step or a lookup has to a host: the token it was given, else the secret of the
 * host's integration. Without either it is an InputError naming the host, never the secret.
 */
export function hostAccess(
  integration: ScmIntegration,
  options: { token?: string; organization?: string } = {},
): HostAccess {
  const credentials = options.token
    ? credentialsForToken(integration, options.token)
    : configuredCredentials(integration, options.organization);
  if (!credentials) {
    throw new InputError(
      `No token configured for ${integration.host}; add one under integrations.${integration.type}`,
    );
  }
  return {
    integration,
    apiBaseUrl: apiBaseUrlOf(integration),
    credentials,
    apiAuthorization: apiHeader(integration, credentials),
  };
}

/** Bitbucket Server serves its API below its own address when no `apiBaseUrl` is configured. */
function apiBaseUrlOf(integration: ScmIntegration): string {
  if (integration.apiBaseUrl) return integration.apiBaseUrl.replace(/\/+$/, '');
  if (integration.type === 'bitbucketServer') return `${integration.baseUrl}/rest/api/1.0`;
  return integration.baseUrl;
}

/** The user names git hosts expect in front of a bare token (see server-core's credentialsFor). */
function credentialsForToken(integration: ScmIntegration, token: string): GitCredentials {
  switch (integration.type) {
    case 'github':
      return { type: 'basic', username: 'x-access-token', password: token };
    case 'gitlab':
      return { type: 'basic', username: 'oauth2', password: token };
    case 'bitbucketCloud':
      return { type: 'basic', username: 'x-token-auth', password: token };
    case 'bitbucketServer':
      return { type: 'bearer', token };
    case 'azure':
    case 'gerrit':
    case 'gitea':
    case 'harness':
    case 'awsCodeCommit':
      return { type: 'basic', username: 'pat', password: token };
  }
}

function configuredCredentials(
  integration: ScmIntegration,
  organization: string | undefined,
): GitCredentials | undefined {
  if (integration.type !== 'azure') {
    const { token, username, password, appPassword } = integration;
    if (integration.type === 'bitbucketCloud' && username && appPassword) {
      return { type: 'basic', username, password: appPassword };
    }
    if (integration.type === 'bitbucketServer' && !token && username && password) {
      return { type: 'basic', username, password };
    }
    return token ? credentialsForToken(integration, token) : undefined;
  }
  const tokens = integration.personalAccessTokens ?? [];
  const match =
    tokens.find(t => t.organizations?.some(o => o.toLowerCase() === organization?.toLowerCase())) ??
    tokens.find(t => !t.organizations);
  return match && credentialsForToken(integration, match.token);
}

/** GitHub and GitLab take a token as a bearer on their APIs; the others as git does. */
function apiHeader(integration: ScmIntegration, credentials: GitCredentials): string {
  if (
    (integration.type === 'github' || integration.type === 'gitlab') &&
    credentials.type === 'basic'
  ) {
    return `Bearer ${credentials.password}`;
  }
  return authorizationHeader(credentials);
}
