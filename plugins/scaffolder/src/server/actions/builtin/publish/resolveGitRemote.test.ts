import { InputError } from '@atrium/model';
import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { resolveGitRemote } from './resolveGitRemote';

const integrations = readScmIntegrations(
  createConfig({
    integrations: {
      github: [{ host: 'ghe.example.com' }],
      gitlab: [{ host: 'gitlab.example.com', baseUrl: 'https://gitlab.example.com/git' }],
      bitbucketServer: [{ host: 'bitbucket.example.com' }],
      gerrit: [{ host: 'gerrit.example.com', cloneUrl: 'https://gerrit.example.com/git' }],
    },
  }),
);

const remote = (repoUrl: string) =>
  resolveGitRemote({ repoUrl, branch: 'main', integrations, localRoots: ['/srv/git'] });

describe('resolveGitRemote', () => {
  it('builds the clone and contents URLs of each host type from a RepoUrlPicker value', () => {
    expect(remote('github.com?owner=acme&repo=svc')).toEqual({
      remoteUrl: 'https://github.com/acme/svc.git',
      repoContentsUrl: 'https://github.com/acme/svc/blob/main',
      local: false,
    });
    expect(remote('ghe.example.com?owner=acme&repo=svc').remoteUrl).toBe(
      'https://ghe.example.com/acme/svc.git',
    );
    expect(remote('gitlab.example.com?owner=group/sub&repo=svc')).toMatchObject({
      remoteUrl: 'https://gitlab.example.com/git/group/sub/svc.git',
      repoContentsUrl: 'https://gitlab.example.com/git/group/sub/svc/-/blob/main',
    });
    expect(remote('bitbucket.org?workspace=ws&project=P&repo=svc')).toMatchObject({
      remoteUrl: 'https://bitbucket.org/ws/svc.git',
      repoContentsUrl: 'https://bitbucket.org/ws/svc/src/main',
    });
    expect(remote('bitbucket.example.com?project=PRJ&repo=svc')).toMatchObject({
      remoteUrl: 'https://bitbucket.example.com/scm/PRJ/svc.git',
      repoContentsUrl: 'https://bitbucket.example.com/projects/PRJ/repos/svc/browse',
    });
    expect(remote('dev.azure.com?organization=org&project=proj&repo=svc')).toMatchObject({
      remoteUrl: 'https://dev.azure.com/org/proj/_git/svc',
      repoContentsUrl: 'https://dev.azure.com/org/proj/_git/svc?path=/&version=GBmain',
    });
    expect(() => remote('gerrit.example.com?repo=svc')).toThrow(/missing workspace/);
    expect(remote('gerrit.example.com?workspace=All-Projects&repo=svc')).toMatchObject({
      remoteUrl: 'https://gerrit.example.com/git/a/svc',
      repoContentsUrl: 'https://gerrit.example.com/svc/+/refs/heads/main',
    });
  });

  it('names the missing or bad part of a RepoUrlPicker value', () => {
    expect(() => remote('github.com?owner=acme')).toThrow('missing repo');
    expect(() => remote('dev.azure.com?organization=org&repo=svc')).toThrow('missing project');
    expect(() => remote('github.com?owner=a/../b&repo=svc')).toThrow("bad owner 'a/../b'");
    expect(() => remote('nowhere.example.com?owner=a&repo=b')).toThrow(
      'No integration found for host nowhere.example.com',
    );
  });

  it('accepts plain http(s) remotes and local repositories below a configured root', () => {
    const plain = (remoteUrl: string) =>
      resolveGitRemote({ remoteUrl, branch: 'main', integrations, localRoots: ['/srv/git'] });
    expect(plain('https://git.example.com/acme/svc.git')).toEqual({
      remoteUrl: 'https://git.example.com/acme/svc.git',
      repoContentsUrl: 'https://git.example.com/acme/svc',
      local: false,
    });
    expect(plain('file:///srv/git/acme/svc.git')).toEqual({
      remoteUrl: '/srv/git/acme/svc.git',
      repoContentsUrl: 'file:///srv/git/acme/svc.git',
      local: true,
    });
    expect(() => plain('/srv/git/../etc/repo.git')).toThrow(
      /outside scaffolder.localRepositoryRoots/,
    );
    expect(() => plain('/srv/git')).toThrow(/outside/);
    expect(() => plain('ssh://git@example.com/a.git')).toThrow(/must be an http\(s\) URL/);
    expect(() =>
      resolveGitRemote({
        repoUrl: 'github.com?owner=a&repo=b',
        remoteUrl: 'https://x/y.git',
        branch: 'main',
        integrations,
        localRoots: [],
      }),
    ).toThrow('Give either repoUrl or remoteUrl, not both');
  });

  it('reads a repoUrl on the local repository host as a bare repository below the first root', () => {
    const local = (repoUrl: string, localRoots = ['/srv/git', '/srv/other']) =>
      resolveGitRemote({
        repoUrl,
        branch: 'main',
        integrations,
        localRoots,
        localHost: 'localhost',
      });
    expect(local('localhost?owner=velora&repo=payments')).toEqual({
      remoteUrl: '/srv/git/velora/payments.git',
      repoContentsUrl: 'file:///srv/git/velora/payments.git',
      local: true,
    });
    expect(local('LocalHost?owner=velora&repo=payments.git').remoteUrl).toBe(
      '/srv/git/velora/payments.git',
    );
    expect(() => local('localhost?owner=velora')).toThrow(/repo must be one name/);
    for (const bad of ['..', 'a/b', '../x', '.', 'a b']) {
      const repo = encodeURIComponent(bad);
      expect(() => local(`localhost?owner=velora&repo=${repo}`), bad).toThrow(InputError);
      expect(() => local(`localhost?owner=${repo}&repo=x`), bad).toThrow(InputError);
    }
    expect(() => local('localhost?owner=velora&repo=x', [])).toThrow(
      /scaffolder.localRepositoryRoots is not configured/,
    );
    // Without a local host, the name is looked up among the integrations as any other.
    expect(() => remote('localhost?owner=velora&repo=x')).toThrow(/No integration found/);
  });
});
