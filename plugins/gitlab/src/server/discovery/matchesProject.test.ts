import { describe, expect, it } from 'vitest';
import { createConfig } from '@atrium/server-core';
import { readGitlabConfigs } from '../config/readGitlabConfigs';
import { branchOf, matchesProject, type GitlabProject } from './matchesProject';

const configOf = (keys: Record<string, unknown> = {}) =>
  readGitlabConfigs(
    createConfig({ catalog: { providers: { gitlab: { acme: { host: 'gitlab.com', ...keys } } } } }),
  )[0]!;
const project = (overrides: Partial<GitlabProject> = {}): GitlabProject => ({
  id: 7,
  path_with_namespace: 'acme/platform/payments',
  default_branch: 'main',
  archived: false,
  ...overrides,
});

describe('matchesProject', () => {
  it('leaves out archived projects unless includeArchivedRepos', () => {
    expect(matchesProject(project(), configOf())).toBe(true);
    expect(matchesProject(project({ archived: true }), configOf())).toBe(false);
    expect(
      matchesProject(project({ archived: true }), configOf({ includeArchivedRepos: true })),
    ).toBe(true);
  });

  it('leaves out forks only with skipForkedRepos', () => {
    const fork = project({ forked_from_project: { id: 1 } });
    expect(matchesProject(fork, configOf())).toBe(true);
    expect(matchesProject(fork, configOf({ skipForkedRepos: true }))).toBe(false);
  });

  it('leaves out empty repositories', () => {
    expect(matchesProject(project({ empty_repo: true }), configOf())).toBe(false);
  });

  it('leaves out projects outside the configured group, shared with it', () => {
    expect(matchesProject(project(), configOf({ group: 'acme' }))).toBe(true);
    expect(matchesProject(project(), configOf({ group: 'acme/platform' }))).toBe(true);
    expect(matchesProject(project(), configOf({ group: 'other' }))).toBe(false);
    expect(matchesProject(project(), configOf({ group: 'acm' }))).toBe(false);
  });

  it('tests projectPattern against the path with namespace, unanchored', () => {
    expect(matchesProject(project(), configOf({ projectPattern: 'platform/' }))).toBe(true);
    expect(matchesProject(project(), configOf({ projectPattern: '^platform/' }))).toBe(false);
  });
});

describe('branchOf', () => {
  it('prefers the configured branch, then the default one, then fallbackBranch', () => {
    expect(branchOf(project(), configOf({ branch: 'release' }))).toBe('release');
    expect(branchOf(project(), configOf())).toBe('main');
    expect(branchOf(project({ default_branch: null }), configOf())).toBe('master');
    expect(branchOf(project({ default_branch: null }), configOf({ fallbackBranch: 'trunk' }))).toBe(
      'trunk',
    );
  });
});
