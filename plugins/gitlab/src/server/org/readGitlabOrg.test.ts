import { describe, expect, it } from 'vitest';
import { createConfig } from '@atrium/server-core';
import { readGitlabConfigs } from '../config/readGitlabConfigs';
import { groupName } from './readGitlabOrg';

const configOf = (group?: string) =>
  readGitlabConfigs(
    createConfig({ catalog: { providers: { gitlab: { acme: { host: 'gitlab.com', group } } } } }),
  )[0]!;
const group = (full_path: string) => ({ id: 1, name: 'x', full_path });

describe('groupName', () => {
  it('strips the configured group from the groups below it and joins the rest with -', () => {
    expect(groupName(group('org/teams/avengers/gotg'), configOf('org/teams'))).toBe(
      'avengers-gotg',
    );
  });

  it('keeps the full path of the configured group itself and of groups outside it', () => {
    expect(groupName(group('org/teams'), configOf('org/teams'))).toBe('org-teams');
    expect(groupName(group('org/teamsx/a'), configOf('org/teams'))).toBe('org-teamsx-a');
    expect(groupName(group('org/teams/a'), configOf())).toBe('org-teams-a');
  });
});
