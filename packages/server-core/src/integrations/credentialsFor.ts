import type { GitCredentials, ScmIntegration } from './ScmIntegration';

/**
 * The user names each host expects in front of a token for git over HTTPS: GitHub
 * `x-access-token`, GitLab `oauth2`, Bitbucket Cloud the account's user name (or
 * `x-token-auth` for an access token), Azure DevOps any non-empty name.
 */
export function credentialsFor(integration: ScmIntegration, url: URL): GitCredentials | undefined {
  const { token, username, password, appPassword } = integration;
  switch (integration.type) {
    case 'github':
      return token ? basic('x-access-token', token) : undefined;
    case 'gitlab':
      return token ? basic('oauth2', token) : undefined;
    case 'bitbucketCloud':
      if (username && appPassword) return basic(username, appPassword);
      return token ? basic('x-token-auth', token) : undefined;
    case 'bitbucketServer':
      if (token) return { type: 'bearer', token };
      return username && password ? basic(username, password) : undefined;
    case 'gerrit':
    case 'gitea':
      return username && password ? basic(username, password) : undefined;
    case 'harness':
      // Harness takes its API key, or a token, as the password of any user name.
      return integration.apiKey || token
        ? basic(username ?? 'harness', (integration.apiKey ?? token) as string)
        : undefined;
    case 'awsCodeCommit':
      // CodeCommit's git over HTTPS signs each request with AWS keys; no static credential fits.
      return undefined;
    case 'azure': {
      const organization = url.pathname.split('/').filter(Boolean)[0]?.toLowerCase();
      const tokens = integration.personalAccessTokens ?? [];
      const match =
        tokens.find(t => t.organizations?.some(o => o.toLowerCase() === organization)) ??
        tokens.find(t => !t.organizations);
      return match ? basic('pat', match.token) : undefined;
    }
  }
}

function basic(username: string, password: string): GitCredentials {
  return { type: 'basic', username, password };
}
