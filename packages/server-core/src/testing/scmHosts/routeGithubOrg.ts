import { taggedAnswer } from './etag';
import { githubPage } from './githubPage';
import { matchPath } from './matchPath';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** An organisation's teams and members as the GitHub fake holds them. */
export interface FakeGithubOrg {
  /** Logins of the organisation's members. */
  members: string[];
  /** Teams by slug. */
  teams: Map<string, { name: string; description?: string; parent?: string; members: string[] }>;
}

/** Users' public profiles, by login. */
export type FakeGithubProfiles = Map<string, { name?: string; email?: string }>;

/**
 * `GET /orgs/{org}/teams`, `…/teams/{slug}/members`, `/orgs/{org}/members` and `/users/{login}`
 * with GitHub's shapes; undefined for any other call.
 */
export function routeGithubOrg(
  request: FakeRequest,
  orgs: ReadonlyMap<string, FakeGithubOrg>,
  profiles: FakeGithubProfiles,
  apiBaseUrl: string,
): FakeResponse | undefined {
  if (request.method !== 'GET') return undefined;
  const user = (login: string) => ({
    login,
    type: 'User',
    avatar_url: `${apiBaseUrl}/avatars/${login}`,
  });
  let p: Record<string, string> | undefined;
  if ((p = matchPath('/orgs/:org/teams', request.path))) {
    const org = orgs.get(p.org!);
    if (!org) return undefined;
    const teams = [...org.teams].map(([slug, team]) => ({
      slug,
      name: team.name,
      description: team.description ?? null,
      parent: team.parent ? { slug: team.parent, name: org.teams.get(team.parent)?.name } : null,
    }));
    return githubPage(request, teams, apiBaseUrl);
  }
  if ((p = matchPath('/orgs/:org/teams/:slug/members', request.path))) {
    const team = orgs.get(p.org!)?.teams.get(p.slug!);
    return team && githubPage(request, team.members.map(user), apiBaseUrl);
  }
  if ((p = matchPath('/orgs/:org/members', request.path))) {
    const org = orgs.get(p.org!);
    return org && githubPage(request, org.members.map(user), apiBaseUrl);
  }
  if ((p = matchPath('/users/:login', request.path))) {
    const profile = profiles.get(p.login!);
    return (
      profile &&
      taggedAnswer({ ...user(p.login!), name: profile.name ?? null, email: profile.email ?? null })
    );
  }
  return undefined;
}
