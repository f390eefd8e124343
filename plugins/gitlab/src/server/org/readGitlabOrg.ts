import type { GitlabApi } from '@atrium/server-core';
import type { GitlabProviderConfig } from '../config/readGitlabConfigs';

export interface GitlabGroup {
  id: number;
  name: string;
  full_path: string;
  description?: string | null;
  parent_id?: number | null;
}

interface GitlabMember {
  username: string;
  name?: string | null;
  email?: string | null;
  avatar_url?: string | null;
  web_url?: string | null;
  state?: string;
}

/**
 * The group and its subgroups (every group the token sees without a group) as Group entities,
 * with `parent` from GitLab's `parent_id`, and their direct members as User entities that are
 * `memberOf` them, with Backstage's names and annotations. Every list is a conditional request.
 */
export async function readGitlabOrg(
  api: GitlabApi,
  config: GitlabProviderConfig,
): Promise<unknown[]> {
  const groups = (await listGroups(api, config)).filter(group =>
    config.groupPattern.test(group.full_path),
  );
  const nameById = new Map(groups.map(group => [group.id, groupName(group, config)]));
  // An annotation key's prefix is a DNS name: the host without its port.
  const prefix = new URL(`https://${api.integration.host}`).hostname;
  const users = new Map<string, { member: GitlabMember; groups: string[] }>();
  for (const group of groups) {
    const { body: members } = await api.list<GitlabMember>(`/groups/${group.id}/members`);
    for (const member of members) {
      if (member.state && member.state !== 'active') continue;
      if (!config.userPattern.test(member.username)) continue;
      const user = users.get(member.username) ?? { member, groups: [] };
      user.groups.push(nameById.get(group.id) as string);
      users.set(member.username, user);
    }
  }
  return [
    ...groups.map(group => groupEntity(group, nameById, prefix)),
    ...[...users.values()].map(({ member, groups: memberOf }) =>
      userEntity(member, memberOf, prefix),
    ),
  ];
}

async function listGroups(api: GitlabApi, config: GitlabProviderConfig): Promise<GitlabGroup[]> {
  if (!config.group) return (await api.list<GitlabGroup>('/groups')).body;
  const id = encodeURIComponent(config.group);
  const { body: root } = await api.get<GitlabGroup>(`/groups/${id}`);
  const { body: below } = await api.list<GitlabGroup>(`/groups/${id}/descendant_groups`);
  return [root, ...below];
}

/**
 * Backstage's default name: the full path with `/` as `-`, less the configured group's path for
 * the groups below it (`org/teams/a/b` under `org/teams` is `a-b`).
 */
export function groupName(group: GitlabGroup, config: GitlabProviderConfig): string {
  const below = config.group && group.full_path.startsWith(`${config.group}/`);
  const path = below ? group.full_path.slice(`${config.group}/`.length) : group.full_path;
  return path.replaceAll('/', '-');
}

function groupEntity(group: GitlabGroup, nameById: Map<number, string>, prefix: string) {
  const parent = group.parent_id != null ? nameById.get(group.parent_id) : undefined;
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Group',
    metadata: {
      name: nameById.get(group.id) as string,
      ...(group.description ? { description: group.description } : {}),
      annotations: { [`${prefix}/team-path`]: group.full_path },
    },
    spec: {
      type: 'team',
      profile: { displayName: group.name },
      ...(parent ? { parent } : {}),
      children: [],
    },
  };
}

function userEntity(member: GitlabMember, memberOf: string[], prefix: string) {
  const profile = {
    ...(member.name ? { displayName: member.name } : {}),
    ...(member.email ? { email: member.email } : {}),
    ...(member.avatar_url ? { picture: member.avatar_url } : {}),
  };
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'User',
    metadata: {
      name: member.username,
      annotations: member.web_url ? { [`${prefix}/user-login`]: member.web_url } : {},
    },
    spec: { profile, memberOf },
  };
}
