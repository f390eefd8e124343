import { describe, expect, it } from 'vitest';
import {
  applyAllowed,
  emptyRepoUrlState,
  parseRepoUrl,
  repoHostType,
  repoUrlProblems,
  serializeRepoUrl,
} from './repoUrl';

const integrations = [
  { type: 'github', title: 'github.com', host: 'github.com' },
  { type: 'bitbucketServer', title: 'git.acme.org', host: 'git.acme.org' },
  { type: 'gerrit', title: 'review.acme.org', host: 'review.acme.org' },
];

describe('serializeRepoUrl and parseRepoUrl', () => {
  it('writes host?params with only the non-empty parts and reads them back', () => {
    const state = {
      ...emptyRepoUrlState,
      host: 'dev.azure.com',
      organization: 'acme',
      project: 'web',
      repoName: 'site',
    };
    const value = serializeRepoUrl(state);
    expect(value).toBe('dev.azure.com?repo=site&organization=acme&project=web');
    expect(parseRepoUrl(value)).toEqual(state);
  });

  it('reads nothing from an empty or broken value', () => {
    expect(parseRepoUrl(undefined)).toEqual(emptyRepoUrlState);
    expect(parseRepoUrl('a b?c')).toEqual(emptyRepoUrlState);
  });
});

describe('repoHostType', () => {
  it('takes the configured integration first, then guesses from the host name', () => {
    expect(repoHostType('git.acme.org', integrations)).toBe('bitbucketServer');
    expect(repoHostType('bitbucket.org', [])).toBe('bitbucketCloud');
    expect(
      repoHostType('bitbucket.org', [{ type: 'bitbucket', title: 'b', host: 'bitbucket.org' }]),
    ).toBe('bitbucketCloud');
    expect(repoHostType('dev.azure.com', [])).toBe('azure');
    expect(repoHostType('gitlab.example.com', [])).toBe('gitlab');
    expect(repoHostType('code.example.com', [])).toBe('other');
  });
});

describe('repoUrlProblems (spec 001 §5)', () => {
  const problems = (value: string) => repoUrlProblems(value, integrations);
  const missing = (part: string) => `Incomplete repository location provided, ${part} not provided`;

  it('asks GitHub, GitLab and Gitea for an owner and every host for a repository', () => {
    expect(problems('github.com?repo=r')).toEqual([missing('owner')]);
    expect(problems('gitlab.com?owner=o')).toEqual([missing('repo')]);
    expect(problems('gitea.example.com?repo=r')).toEqual([missing('owner')]);
    expect(problems('github.com?owner=o&repo=r')).toEqual([]);
  });

  it('asks Bitbucket Cloud for workspace and project, Server for the project', () => {
    expect(problems('bitbucket.org?repo=r')).toEqual([missing('workspace'), missing('project')]);
    expect(problems('bitbucket.org?workspace=w&project=p&repo=r')).toEqual([]);
    expect(problems('git.acme.org?repo=r')).toEqual([missing('project')]);
  });

  it('asks Azure for organization and project, Gerrit for the parent but not the owner', () => {
    expect(problems('dev.azure.com?repo=r')).toEqual([missing('organization'), missing('project')]);
    expect(problems('review.acme.org?repo=r')).toEqual([missing('parent')]);
    expect(problems('review.acme.org?workspace=all-projects&repo=r')).toEqual([]);
    expect(problems('review.acme.org?owner=o&repo=r')).toEqual([missing('parent')]);
    expect(problems('review.acme.org?owner=o&workspace=all-projects')).toEqual([missing('repo')]);
  });

  it('says when the value cannot be parsed or has no host', () => {
    expect(problems('a b')).toEqual(['Unable to parse the Repository URL']);
    expect(problems('?owner=o&repo=r')).toEqual([missing('host')]);
    expect(problems('')).toEqual([]);
  });
});

describe('applyAllowed', () => {
  const allowed = {
    hosts: ['github.com'],
    owners: ['acme', 'other'],
    organizations: [],
    projects: [],
    repos: [],
  };

  it('preselects the first allowed value and keeps an allowed choice', () => {
    expect(applyAllowed(emptyRepoUrlState, allowed, 'github')).toMatchObject({
      host: 'github.com',
      owner: 'acme',
    });
    expect(applyAllowed({ ...emptyRepoUrlState, owner: 'other' }, allowed, 'github').owner).toBe(
      'other',
    );
    expect(applyAllowed({ ...emptyRepoUrlState, owner: 'evil' }, allowed, 'github').owner).toBe(
      'acme',
    );
  });

  it('forces the Bitbucket Cloud workspace to the first allowed owner', () => {
    const state = applyAllowed(
      { ...emptyRepoUrlState, workspace: 'mine', owner: 'x' },
      allowed,
      'bitbucketCloud',
    );
    expect(state).toMatchObject({ workspace: 'acme', owner: '' });
  });
});
