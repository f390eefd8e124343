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

  it('rejects an invalid host, an invalid URL and a host configured twice', () => {
    expect(() => read({ github: [{ host: 'https://github.com' }] })).toThrow(/invalid host/);
    expect(() => read({ gitlab: [{ host: 'gitlab.example.com', apiBaseUrl: 'nope' }] })).toThrow(
      /apiBaseUrl 'nope' is not a valid URL/,
    );
    expect(() =>
      read({ github: [{ host: 'ghe.example.com' }], gitlab: [{ host: 'GHE.example.com' }] }),
    ).toThrow(/configured twice/);
  });

  it('rejects an Azure token mixed with a credentials list', () => {
    expect(() =>
      read({
        azure: [{ host: 'dev.azure.com', token: 't', credentials: [{ personalAccessToken: 'p' }] }],
      }),
    ).toThrow(/cannot be mixed/);
  });
});
