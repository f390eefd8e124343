import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { authorizationHeader } from './ScmIntegration';
import { readScmIntegrations } from './readScmIntegrations';

const read = (integrations: Record<string, unknown>) =>
  readScmIntegrations(createConfig({ integrations }));

const basicOf = (header: string) => Buffer.from(header.replace(/^Basic /, ''), 'base64').toString();

describe('readScmIntegrations', () => {
  const integrations = read({
    github: [
      { host: 'github.com', token: 'gh-token' },
      { host: 'GHE.example.com', token: 'ghe-token', apiBaseUrl: 'https://ghe.example.com/api/v3' },
    ],
    gitlab: [{ host: 'gitlab.example.com:8443', token: 'gl-token' }],
    bitbucketCloud: [{ username: 'robot', appPassword: 'app-pass' }],
    bitbucketServer: [
      { host: 'bitbucket.example.com', token: 'bbs-token' },
      { host: 'bbs2.example.com', username: 'u', password: 'p' },
    ],
    azure: [
      {
        host: 'dev.azure.com',
        credentials: [
          { personalAccessToken: 'pat-acme', organizations: ['acme'] },
          { personalAccessToken: 'pat-any' },
        ],
      },
    ],
    gerrit: [{ host: 'gerrit.example.com', username: 'g', password: 'gp' }],
  });

  it('finds an integration by host, without regard to case, with its type and API URL', () => {
    expect(integrations.integrationForHost('ghe.example.com')).toMatchObject({
      type: 'github',
      host: 'ghe.example.com',
      apiBaseUrl: 'https://ghe.example.com/api/v3',
      baseUrl: 'https://ghe.example.com',
    });
    expect(integrations.integrationForHost('GITHUB.com')?.apiBaseUrl).toBe(
      'https://api.github.com',
    );
    expect(integrations.integrationForHost('gitlab.example.com:8443')?.type).toBe('gitlab');
    expect(integrations.integrationForHost('bitbucket.org')?.type).toBe('bitbucketCloud');
    expect(integrations.integrationForHost('unknown.example.com')).toBeUndefined();
  });

  it('knows the public hosts without configuration, and without credentials', () => {
    const defaults = read({});
    expect(defaults.list().map(i => [i.type, i.host])).toEqual([
      ['github', 'github.com'],
      ['gitlab', 'gitlab.com'],
      ['bitbucketCloud', 'bitbucket.org'],
      ['azure', 'dev.azure.com'],
    ]);
    expect(defaults.credentialsForUrl('https://github.com/o/r.git')).toBeUndefined();
  });

  it('answers basic credentials per host type for git over https', () => {
    const header = (url: string) => authorizationHeader(integrations.credentialsForUrl(url)!);
    expect(basicOf(header('https://github.com/o/r.git'))).toBe('x-access-token:gh-token');
    expect(basicOf(header('https://gitlab.example.com:8443/g/r.git'))).toBe('oauth2:gl-token');
    expect(basicOf(header('https://bitbucket.org/ws/r.git'))).toBe('robot:app-pass');
    expect(basicOf(header('https://bbs2.example.com/scm/p/r.git'))).toBe('u:p');
    expect(basicOf(header('https://gerrit.example.com/a/r'))).toBe('g:gp');
    expect(header('https://bitbucket.example.com/scm/p/r.git')).toBe('Bearer bbs-token');
  });

  it("picks Azure DevOps' token by organisation, falling back to the one for every organisation", () => {
    const pat = (url: string) =>
      basicOf(authorizationHeader(integrations.credentialsForUrl(url)!)).split(':')[1];
    expect(pat('https://dev.azure.com/acme/project/_git/repo')).toBe('pat-acme');
    expect(pat('https://dev.azure.com/other/project/_git/repo')).toBe('pat-any');
  });

  it('answers nothing for unknown hosts and non-http URLs', () => {
    expect(integrations.credentialsForUrl('https://example.org/o/r.git')).toBeUndefined();
    expect(integrations.credentialsForUrl('file:///srv/git/r.git')).toBeUndefined();
    expect(integrations.credentialsForUrl('not a url')).toBeUndefined();
  });

  it('derives the API of self-hosted GitLab, Bitbucket Server and Gitea from their addresses', () => {
    const hosts = read({
      gitlab: [
        { host: 'gitlab.example.com' },
        { host: 'code.example.com', baseUrl: 'https://code.example.com/gitlab/' },
      ],
      bitbucketServer: [{ host: 'bitbucket.example.com' }],
      gitea: [{ host: 'gitea.example.com' }],
      harness: [{ host: 'app.harness.io', apiKey: 'k' }],
    });
    const api = (host: string) => hosts.integrationForHost(host)?.apiBaseUrl;
    expect(api('gitlab.example.com')).toBe('https://gitlab.example.com/api/v4');
    expect(api('code.example.com')).toBe('https://code.example.com/gitlab/api/v4');
    expect(api('bitbucket.example.com')).toBe('https://bitbucket.example.com/rest/api/1.0');
    expect(api('gitea.example.com')).toBe('https://gitea.example.com/api/v1');
    expect(hosts.integrationForHost('app.harness.io')).toMatchObject({
      type: 'harness',
      baseUrl: 'https://app.harness.io',
      apiKey: 'k',
    });
  });

  it('requires a host where Backstage does', () => {
    for (const type of ['gitlab', 'bitbucketServer', 'gerrit', 'gitea', 'harness']) {
      expect(() => read({ [type]: [{ token: 't' }] })).toThrow(
        `Missing required config value at 'integrations.${type}[0].host'`,
      );
    }
  });

  it('rejects an invalid host, an invalid URL and a host configured twice, naming the key', () => {
    expect(() => read({ github: [{ host: 'https://github.com' }] })).toThrow(
      /^integrations\.github\[0\]\.host: invalid host 'https:\/\/github.com'/,
    );
    expect(() => read({ gitlab: [{ host: 'gitlab.example.com', apiBaseUrl: 'nope' }] })).toThrow(
      "integrations.gitlab[0].apiBaseUrl: 'nope' is not a valid URL",
    );
    expect(() =>
      read({ github: [{ host: 'ghe.example.com' }], gitlab: [{ host: 'GHE.example.com' }] }),
    ).toThrow(
      "integrations.gitlab[0]: the host 'ghe.example.com' is configured twice, also at integrations.github[0]",
    );
  });

  it('rejects an Azure token mixed with a credentials list', () => {
    expect(() =>
      read({
        azure: [{ host: 'dev.azure.com', token: 't', credentials: [{ personalAccessToken: 'p' }] }],
      }),
    ).toThrow(/cannot be given together/);
  });
});
