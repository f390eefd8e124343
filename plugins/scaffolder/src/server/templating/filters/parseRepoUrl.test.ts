import { describe, expect, it } from 'vitest';
import { guessRepoHostType } from '../../../shared/repoHosts';
import { parseRepoUrl } from './parseRepoUrl';

describe('parseRepoUrl', () => {
  it('reads host, owner and repo', () => {
    expect(parseRepoUrl('github.com?owner=acme&repo=billing')).toEqual({
      host: 'github.com',
      owner: 'acme',
      repo: 'billing',
    });
  });

  it('reads organization, workspace and project where given', () => {
    expect(
      parseRepoUrl('dev.azure.com?organization=acme&project=money&repo=billing&owner=x'),
    ).toEqual({
      host: 'dev.azure.com',
      organization: 'acme',
      project: 'money',
      owner: 'x',
      repo: 'billing',
    });
    expect(parseRepoUrl('bitbucket.org?workspace=acme&project=MON&repo=billing')).toEqual({
      host: 'bitbucket.org',
      workspace: 'acme',
      project: 'MON',
      repo: 'billing',
    });
  });

  it('names the missing part', () => {
    expect(() => parseRepoUrl('github.com?repo=billing')).toThrow(
      'Invalid repo URL passed to publisher: github.com?repo=billing, missing owner',
    );
    expect(() => parseRepoUrl('github.com?owner=acme')).toThrow(/missing repo/);
    expect(() => parseRepoUrl('dev.azure.com?project=p&repo=r')).toThrow(/missing organization/);
    expect(() => parseRepoUrl('bitbucket.org?project=p&repo=r')).toThrow(/missing workspace/);
    expect(() => parseRepoUrl('bitbucket.acme.test?repo=r')).toThrow(/missing project/);
    expect(() => parseRepoUrl('')).toThrow(/missing host/);
    expect(() => parseRepoUrl(undefined)).toThrow(/missing host/);
  });

  it('asks Gerrit for the parent project but not the owner, as the picker does', () => {
    expect(() => parseRepoUrl('gerrit.acme.test?repo=r')).toThrow(
      'Invalid repo URL passed to publisher: gerrit.acme.test?repo=r, missing workspace (the parent project)',
    );
    expect(parseRepoUrl('gerrit.acme.test?workspace=All-Projects&repo=r')).toEqual({
      host: 'gerrit.acme.test',
      workspace: 'All-Projects',
      repo: 'r',
    });
  });

  it('lets GitLab name a project instead of an owner', () => {
    expect(parseRepoUrl('gitlab.com?project=123&repo=r')).toMatchObject({ project: '123' });
  });

  it('asks the configured integrations first', () => {
    expect(parseRepoUrl('code.acme.test?workspace=p&repo=r', () => 'gerrit')).toEqual({
      host: 'code.acme.test',
      workspace: 'p',
      repo: 'r',
    });
    expect(() => parseRepoUrl('code.acme.test?repo=r', () => 'gerrit')).toThrow(
      /missing workspace/,
    );
    expect(guessRepoHostType('code.acme.test')).toBe('other');
    expect(guessRepoHostType('ghe.github.acme.test')).toBe('github');
  });
});
