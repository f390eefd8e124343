import type { GithubApi } from '@atrium/server-core';

interface GithubTeam {
  slug: string;
  name: string;
  description: string | null;
  parent: { slug: string } | null;
}

interface GithubUser {
  login: string;
  name?: string | null;
  email?: string | null;
  avatar_url?: string;
}

/**
 * An organisation's teams as Group entities (`parent` from GitHub's parent team) and its members
 * as User entities (`memberOf` their teams), with Backstage's annotations. Every list and profile
 * is a conditional request: an unchanged organisation costs 304s only.
 */
export async function readGithubOrg(api: GithubApi, org: string): Promise<unknown[]> {
  const owner = org;
  const base = `/orgs/${encodeURIComponent(org)}`;
  const { body: teams } = await api.list<GithubTeam>(`${base}/teams`, { owner });
  const teamsOfUser = new Map<string, string[]>();
  for (const team of teams) {
    const { body: members } = await api.list<GithubUser>(
      `${base}/teams/${encodeURIComponent(team.slug)}/members`,
      { owner },
    );
    for (const member of members) {
      const list = teamsOfUser.get(member.login) ?? [];
      list.push(team.slug);
      teamsOfUser.set(member.login, list);
    }
  }
  const { body: members } = await api.list<GithubUser>(`${base}/members`, { owner });
  const users: unknown[] = [];
  for (const member of members) {
    const { body: profile } = await api.get<GithubUser>(
      `/users/${encodeURIComponent(member.login)}`,
      { owner },
    );
    users.push(userEntity(profile, teamsOfUser.get(member.login) ?? []));
  }
  return [...teams.map(team => groupEntity(org, team)), ...users];
}

function groupEntity(org: string, team: GithubTeam) {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Group',
    metadata: {
      name: team.slug,
      ...(team.description ? { description: team.description } : {}),
      annotations: { 'github.com/team-slug': `${org}/${team.slug}` },
    },
    spec: {
      type: 'team',
      profile: { displayName: team.name },
      ...(team.parent ? { parent: team.parent.slug } : {}),
      children: [],
    },
  };
}

function userEntity(user: GithubUser, teams: string[]) {
  const profile = {
    ...(user.name ? { displayName: user.name } : {}),
    ...(user.email ? { email: user.email } : {}),
    ...(user.avatar_url ? { picture: user.avatar_url } : {}),
  };
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'User',
    metadata: { name: user.login, annotations: { 'github.com/user-login': user.login } },
    spec: { profile, memberOf: teams },
  };
}
