import { azureCredentialFor } from '../azure/azureCredentialFor';
import type { ScmIntegration } from '../ScmIntegration';

/**
 * The static credential headers for a host's API, from the integration's config: what each host
 * documents for its tokens, passwords and keys. Credentials made on demand (GitHub App
 * installation tokens, Azure Entra ID tokens, AWS signatures) are not static and not here. `url`
 * is the browse or API URL the request is about; Azure chooses its credential by its
 * organisation, and sends a header here only when that credential is a personal access token.
 * Header names are lower-case so callers can drop `authorization` before following a redirect.
 */
export function apiAuthHeaders(integration: ScmIntegration, url: string): Record<string, string> {
  const { token, username, password, appPassword, apiKey } = integration;
  switch (integration.type) {
    case 'github':
      return token ? { authorization: `token ${token}` } : {};
    case 'gitlab':
      // Personal, project, group and OAuth tokens are all accepted as bearer tokens.
      return token ? bearer(token) : {};
    case 'bitbucketCloud': {
      const secret = token ?? appPassword;
      if (username && secret) return basic(username, secret);
      return token ? bearer(token) : {};
    }
    case 'bitbucketServer':
      // An HTTP access token wins over a user's password, as Backstage chooses.
      if (token) return bearer(token);
      return username && password ? basic(username, password) : {};
    case 'gitea': {
      // Gitea takes an access token alone as `token …`, or as the password of its user.
      const secret = password ?? token;
      if (!secret) return {};
      return username ? basic(username, secret) : { authorization: `token ${secret}` };
    }
    case 'gerrit':
      // The HTTP password of the account; gerritApiBaseUrl adds `/a/` when there is one.
      return password ? basic(username ?? '', password) : {};
    case 'harness':
      if (apiKey) return { 'x-api-key': apiKey };
      return token ? bearer(token) : {};
    case 'azure': {
      const credential = azureCredentialFor(integration, url);
      // A personal access token goes as the password of an empty user name.
      return credential?.kind === 'PersonalAccessToken'
        ? basic('', credential.personalAccessToken)
        : {};
    }
    case 'awsCodeCommit':
      return {};
  }
}

function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

function basic(username: string, password: string): Record<string, string> {
  return {
    authorization: `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`,
  };
}
