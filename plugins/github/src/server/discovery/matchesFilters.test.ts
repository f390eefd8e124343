import { describe, expect, it } from 'vitest';
import { matchesFilters, type GithubRepository } from './matchesFilters';

const repository = (overrides: Partial<GithubRepository> = {}): GithubRepository => ({
  name: 'payments-api',
  full_name: 'acme/payments-api',
  default_branch: 'main',
  archived: false,
  fork: false,
  private: true,
  visibility: 'private',
  topics: ['backstage', 'payments'],
  ...overrides,
});
const defaults = { allowForks: true, allowArchived: false };

describe('matchesFilters', () => {
  it('leaves out archived repositories unless allowed, and forks when not allowed', () => {
    expect(matchesFilters(repository(), defaults)).toBe(true);
    expect(matchesFilters(repository({ archived: true }), defaults)).toBe(false);
    expect(
      matchesFilters(repository({ archived: true }), { ...defaults, allowArchived: true }),
    ).toBe(true);
    expect(matchesFilters(repository({ fork: true }), defaults)).toBe(true);
    expect(matchesFilters(repository({ fork: true }), { ...defaults, allowForks: false })).toBe(
      false,
    );
  });

  it('matches the whole name against the repository pattern', () => {
    expect(matchesFilters(repository(), { ...defaults, repository: /^(?:payments-.*)$/ })).toBe(
      true,
    );
    expect(matchesFilters(repository(), { ...defaults, repository: /^(?:payments)$/ })).toBe(false);
  });

  it('includes by any topic and excludes by any topic', () => {
    expect(matchesFilters(repository(), { ...defaults, topicInclude: ['payments'] })).toBe(true);
    expect(matchesFilters(repository(), { ...defaults, topicInclude: ['frontend'] })).toBe(false);
    expect(matchesFilters(repository(), { ...defaults, topicExclude: ['payments'] })).toBe(false);
    expect(
      matchesFilters(repository({ topics: undefined }), { ...defaults, topicInclude: ['x'] }),
    ).toBe(false);
  });

  it('filters on visibility, reading `private` where GitHub gives no visibility', () => {
    const internal = { ...defaults, visibility: ['internal'] };
    expect(matchesFilters(repository({ visibility: 'internal' }), internal)).toBe(true);
    expect(matchesFilters(repository(), internal)).toBe(false);
    const publicOnly = { ...defaults, visibility: ['public'] };
    expect(matchesFilters(repository({ visibility: undefined, private: false }), publicOnly)).toBe(
      true,
    );
  });
});
