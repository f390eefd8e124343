import type { OAuthClient } from './oauth/createOAuthClient';

/** How a kind of code host signs a person in: the auth provider and its scopes (spec 001 §9). */
interface ScmAuthProvider {
  /** The auth provider's id, as `auth.providers` names it. */
  providerId: string;
  /** The key of `requestUserCredentials.additionalScopes` for this kind of host. */
  scopesKey: string;
  scopes: string[];
  /** Added when the token must write (create a repository, push, open a pull request). */
  writeScopes: string[];
}

const SCM_AUTH_PROVIDERS: Readonly<Record<string, ScmAuthProvider>> = {
  github: {
    providerId: 'github',
    scopesKey: 'github',
    scopes: ['repo', 'read:org', 'read:user'],
    writeScopes: ['gist'],
  },
  gitlab: {
    providerId: 'gitlab',
    scopesKey: 'gitlab',
    scopes: ['read_user', 'read_api', 'read_repository'],
    writeScopes: ['write_repository', 'api'],
  },
  bitbucketCloud: {
    providerId: 'bitbucket',
    scopesKey: 'bitbucket',
    scopes: ['account', 'team', 'pullrequest', 'snippet', 'issue', 'project'],
    writeScopes: ['pullrequest:write', 'snippet:write', 'issue:write'],
  },
  bitbucketServer: {
    providerId: 'bitbucketServer',
    scopesKey: 'bitbucket',
    scopes: ['PUBLIC_REPOS', 'REPO_READ'],
    writeScopes: ['REPO_WRITE'],
  },
  azure: {
    providerId: 'microsoft',
    scopesKey: 'azure',
    scopes: ['vso.build', 'vso.code', 'vso.graph', 'vso.project', 'vso.profile'],
    writeScopes: ['vso.code_manage'],
  },
};

/** Whether the person can sign in to this kind of host, so a token of their own can be asked for. */
export function hasScmAuthProvider(
  authProviders: ReadonlyMap<string, OAuthClient>,
  hostType: string,
): boolean {
  const provider = SCM_AUTH_PROVIDERS[hostType];
  return provider !== undefined && authProviders.has(provider.providerId);
}

export interface ScmCredentialsRequest {
  /** The repository's (or host's) URL, named in the message when nobody can sign in to it. */
  url: string;
  /** The kind of host, as the integrations list says (`github`, `gitlab`, `azure`, …). */
  hostType: string;
  /** Write access too (repository creation, pushes, pull requests). */
  repoWrite?: boolean;
  /** `requestUserCredentials.additionalScopes` of a template: scopes by kind of host. */
  additionalScopes?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The signed-in person's token for a code host, through the host's sign-in provider with the
 * default scopes (and write scopes when asked): what a template's `requestUserCredentials`
 * passes to its task as a secret, so the task acts as the person. Asks them to log in when
 * their session lacks a scope.
 */
export async function getScmCredentials(
  authProviders: ReadonlyMap<string, OAuthClient>,
  request: ScmCredentialsRequest,
): Promise<{ token: string }> {
  const provider = SCM_AUTH_PROVIDERS[request.hostType];
  const client = provider && authProviders.get(provider.providerId);
  if (!provider || !client) throw new Error(`No auth provider available for ${request.url}`);
  const scopes = [
    ...provider.scopes,
    ...(request.repoWrite ? provider.writeScopes : []),
    ...(request.additionalScopes?.[provider.scopesKey] ?? []),
  ];
  const session = await client.getSession({ scopes });
  if (!session.accessToken) {
    throw new Error(`${client.title} gave no access token for ${request.url}`);
  }
  return { token: session.accessToken };
}
