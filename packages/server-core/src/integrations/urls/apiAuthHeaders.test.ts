import { describe, expect, it } from 'vitest';
import type { ScmIntegration } from '../ScmIntegration';
import { apiAuthHeaders } from './apiAuthHeaders';
import { testIntegration } from './testIntegration';

const basic = (pair: string) => ({
  authorization: `Basic ${Buffer.from(pair).toString('base64')}`,
});

describe('apiAuthHeaders', () => {
  it.each<[string, ScmIntegration, Record<string, string>]>([
    [
      'GitHub tokens',
      testIntegration('github', 'github.com', { token: 'ghp' }),
      { authorization: 'token ghp' },
    ],
    [
      'GitLab tokens as bearer tokens',
      testIntegration('gitlab', 'gitlab.com', { token: 'glpat' }),
      { authorization: 'Bearer glpat' },
    ],
    [
      'Bitbucket Cloud app passwords',
      testIntegration('bitbucketCloud', 'bitbucket.org', { username: 'u', appPassword: 'app' }),
      basic('u:app'),
    ],
    [
      'Bitbucket Cloud API tokens of a user, before an app password',
      testIntegration('bitbucketCloud', 'bitbucket.org', {
        username: 'u',
        token: 'tok',
        appPassword: 'app',
      }),
      basic('u:tok'),
    ],
    [
      'Bitbucket Cloud access tokens',
      testIntegration('bitbucketCloud', 'bitbucket.org', { token: 'tok' }),
      { authorization: 'Bearer tok' },
    ],
    [
      'Bitbucket Server HTTP access tokens',
      testIntegration('bitbucketServer', 'bb.example.com', { token: 'tok' }),
      { authorization: 'Bearer tok' },
    ],
    [
      'Bitbucket Server tokens, before a user name and password',
      testIntegration('bitbucketServer', 'bb.example.com', {
        token: 'tok',
        username: 'u',
        password: 'p',
      }),
      { authorization: 'Bearer tok' },
    ],
    [
      'Bitbucket Server user names and passwords',
      testIntegration('bitbucketServer', 'bb.example.com', { username: 'u', password: 'p' }),
      basic('u:p'),
    ],
    [
      'Gitea user names and passwords',
      testIntegration('gitea', 'gitea.example.com', { username: 'u', password: 'p' }),
      basic('u:p'),
    ],
    [
      'Gitea access tokens alone',
      testIntegration('gitea', 'gitea.example.com', { password: 'tok' }),
      { authorization: 'token tok' },
    ],
    [
      'Gerrit HTTP passwords',
      testIntegration('gerrit', 'gerrit.example.com', { username: 'u', password: 'p' }),
      basic('u:p'),
    ],
    [
      'Harness API keys, before a token',
      testIntegration('harness', 'app.harness.io', { apiKey: 'pat.k', token: 'tok' }),
      { 'x-api-key': 'pat.k' },
    ],
    [
      'Harness tokens',
      testIntegration('harness', 'app.harness.io', { token: 'tok' }),
      { authorization: 'Bearer tok' },
    ],
    ['nothing without credentials', testIntegration('github', 'github.com'), {}],
    [
      'nothing for CodeCommit, whose requests are signed',
      testIntegration('awsCodeCommit', 'git-codecommit.eu-west-1.amazonaws.com', {
        accessKeyId: 'AKIA',
        secretAccessKey: 's',
      }),
      {},
    ],
  ])('sends %s', (_, integration, expected) => {
    expect(apiAuthHeaders(integration, `https://${integration.host}/a/b`)).toEqual(expected);
  });

  describe('for Azure DevOps', () => {
    const azure = testIntegration('azure', 'dev.azure.com', {
      personalAccessTokens: [
        { token: 'velora-pat', organizations: ['Velora'] },
        { token: 'any-pat' },
      ],
      azureCredentials: [
        { kind: 'PersonalAccessToken', personalAccessToken: 'rides-pat', organizations: ['rides'] },
        { kind: 'ClientSecret', clientId: 'c', clientSecret: 's', tenantId: 't' },
      ],
    });

    it.each([
      ['https://dev.azure.com/velora/mobility/_git/rides?path=/a', 'velora-pat'],
      ['https://dev.azure.com/rides/p/_apis/git/repositories/r/items', 'rides-pat'],
      ['https://dev.azure.com/other/p/_git/r', 'any-pat'],
      ['https://dev.azure.com/%zz/p/_git/r', 'any-pat'],
    ])('chooses the token of the organisation of %s', (url, token) => {
      expect(apiAuthHeaders(azure, url)).toEqual(basic(`:${token}`));
    });

    it('takes the organisation of visualstudio.com from the host', () => {
      const visualStudio = { ...azure, host: 'velora.visualstudio.com' };
      expect(apiAuthHeaders(visualStudio, 'https://velora.visualstudio.com/p/_git/r')).toEqual(
        basic(':velora-pat'),
      );
    });

    it('sends nothing when no token covers the organisation', () => {
      const scoped = testIntegration('azure', 'dev.azure.com', {
        personalAccessTokens: [{ token: 'velora-pat', organizations: ['velora'] }],
      });
      expect(apiAuthHeaders(scoped, 'https://dev.azure.com/other/p/_git/r')).toEqual({});
    });

    it('sends no token to an organisation of a Microsoft Entra ID credential', () => {
      // Its header is made on demand (azureDevOpsHeaders); the token for the rest is not its own.
      const entra = testIntegration('azure', 'dev.azure.com', {
        azureCredentials: [
          { kind: 'ManagedIdentity', clientId: 'ops', organizations: ['ops'] },
          { kind: 'PersonalAccessToken', personalAccessToken: 'rest-pat' },
        ],
      });
      expect(apiAuthHeaders(entra, 'https://dev.azure.com/ops/p/_git/r')).toEqual({});
      expect(apiAuthHeaders(entra, 'https://dev.azure.com/other/p/_git/r')).toEqual(
        basic(':rest-pat'),
      );
    });
  });
});
