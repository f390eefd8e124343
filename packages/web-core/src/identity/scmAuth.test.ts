import { describe, expect, it } from 'vitest';
import type { OAuthClient, ProviderSession } from './oauth/createOAuthClient';
import { getScmCredentials, hasScmAuthProvider } from './scmAuth';

function provider(id: string, asked: string[][], accessToken: string | undefined = `${id}-token`) {
  const client = {
    providerId: id,
    title: id,
    getSession: async (options?: { scopes?: string[] }) => {
      asked.push(options?.scopes ?? []);
      return { accessToken, scopes: new Set(), profile: {}, response: {} } as ProviderSession;
    },
  };
  return client as unknown as OAuthClient;
}

describe('getScmCredentials', () => {
  it('asks each kind of host for the default scopes of spec 001 §9, with write scopes when asked', async () => {
    const asked: string[][] = [];
    const providers = new Map(
      ['github', 'gitlab', 'bitbucket', 'microsoft'].map(id => [id, provider(id, asked)]),
    );
    const token = (hostType: string, repoWrite = false) =>
      getScmCredentials(providers, { url: `https://${hostType}.example`, hostType, repoWrite });
    expect(await token('github')).toEqual({ token: 'github-token' });
    await token('github', true);
    await token('gitlab', true);
    await token('bitbucketCloud');
    await token('azure', true);
    expect(asked).toEqual([
      ['repo', 'read:org', 'read:user'],
      ['repo', 'read:org', 'read:user', 'gist'],
      ['read_user', 'read_api', 'read_repository', 'write_repository', 'api'],
      ['account', 'team', 'pullrequest', 'snippet', 'issue', 'project'],
      ['vso.build', 'vso.code', 'vso.graph', 'vso.project', 'vso.profile', 'vso.code_manage'],
    ]);
  });

  it("adds a template's scopes for the kind of host only", async () => {
    const asked: string[][] = [];
    await getScmCredentials(new Map([['gitlab', provider('gitlab', asked)]]), {
      url: 'https://gitlab.com',
      hostType: 'gitlab',
      additionalScopes: { gitlab: ['sudo'], github: ['workflow'] },
    });
    expect(asked[0]).toEqual(['read_user', 'read_api', 'read_repository', 'sudo']);
  });

  it('says no provider is available for hosts nobody can sign in to', async () => {
    const none = new Map<string, OAuthClient>();
    await expect(
      getScmCredentials(none, { url: 'https://github.com', hostType: 'github' }),
    ).rejects.toThrow('No auth provider available for https://github.com');
    await expect(
      getScmCredentials(new Map([['github', provider('github', [])]]), {
        url: 'https://gitea.example.com',
        hostType: 'gitea',
      }),
    ).rejects.toThrow('No auth provider available for https://gitea.example.com');
  });
});

describe('hasScmAuthProvider', () => {
  it('is true only when the sign-in provider of that kind of host is configured', () => {
    const providers = new Map([['microsoft', provider('microsoft', [])]]);
    expect(hasScmAuthProvider(providers, 'azure')).toBe(true);
    expect(hasScmAuthProvider(providers, 'github')).toBe(false);
    expect(hasScmAuthProvider(providers, 'gerrit')).toBe(false);
  });
});
