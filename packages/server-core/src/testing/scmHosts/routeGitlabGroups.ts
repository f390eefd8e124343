import { taggedAnswer } from './etag';
import { gitlabPage } from './gitlabPage';
import { matchPath } from './matchPath';
import type { FakeGitlabNamespace, FakeGitlabProject } from './startFakeGitlab';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/**
 * Groups, their subgroups, members and projects, and the list of every project, with GitLab's
 * shapes, pagination and ETags: `GET /groups`, `/groups/{id}`, `…/descendant_groups`, `…/members`,
 * `…/projects?include_subgroups=&archived=` and `/projects?archived=`. A group is named by its id
 * or its full path; undefined for any other call.
 */
export function routeGitlabGroups(
  request: FakeRequest,
  namespaces: ReadonlyMap<string, FakeGitlabNamespace>,
  projects: ReadonlyMap<string, FakeGitlabProject>,
  urls: { url: string; apiBaseUrl: string },
): FakeResponse | undefined {
  if (request.method !== 'GET') return undefined;
  const groups = [...namespaces.values()].filter(n => n.kind === 'group');
  const groupOf = (id: string) =>
    groups.find(n => String(n.id) === id || n.full_path.toLowerCase() === id.toLowerCase());
  const parentOf = (group: FakeGitlabNamespace) => {
    const parentPath = group.full_path.split('/').slice(0, -1).join('/');
    return parentPath ? namespaces.get(parentPath.toLowerCase()) : undefined;
  };
  const groupBody = (group: FakeGitlabNamespace) => ({
    id: group.id,
    name: group.name ?? group.full_path.split('/').pop(),
    path: group.full_path.split('/').pop(),
    full_path: group.full_path,
    description: group.description ?? '',
    parent_id: parentOf(group)?.id ?? null,
    web_url: `${urls.url}/groups/${group.full_path}`,
  });
  const projectBody = (project: FakeGitlabProject) => {
    const {
      bare: _b,
      settings: _s,
      members: _m,
      variables: _v,
      protectedBranches: _p,
      ...rest
    } = project;
    return rest;
  };
  const archivedFilter = (project: FakeGitlabProject) => {
    const archived = request.query.get('archived');
    return archived === null || String(project.archived) === archived;
  };
  const page = (items: unknown[]) => gitlabPage(request, items, urls.apiBaseUrl);
  let p: Record<string, string> | undefined;
  if (matchPath('/projects', request.path)) {
    return page([...projects.values()].filter(archivedFilter).map(projectBody));
  }
  if (matchPath('/groups', request.path)) return page(groups.map(groupBody));
  if ((p = matchPath('/groups/:id', request.path))) {
    const group = groupOf(p.id!);
    return group && taggedAnswer(groupBody(group));
  }
  if ((p = matchPath('/groups/:id/descendant_groups', request.path))) {
    const group = groupOf(p.id!);
    if (!group) return undefined;
    const below = groups.filter(n => n.full_path.startsWith(`${group.full_path}/`));
    return page(below.map(groupBody));
  }
  if ((p = matchPath('/groups/:id/members', request.path))) {
    const group = groupOf(p.id!);
    if (!group) return undefined;
    const members = (group.members ?? []).map(member => ({
      id: userIdOf(member.username),
      username: member.username,
      name: member.name ?? member.username,
      state: 'active',
      avatar_url: `${urls.url}/uploads/-/system/user/avatar/${member.username}.png`,
      web_url: `${urls.url}/${member.username}`,
      access_level: member.accessLevel ?? 30,
      ...(member.email ? { email: member.email } : {}),
    }));
    return page(members);
  }
  if ((p = matchPath('/groups/:id/projects', request.path))) {
    const group = groupOf(p.id!);
    if (!group) return undefined;
    const subgroups = request.query.get('include_subgroups') === 'true';
    const inGroup = [...projects.values()].filter(project => {
      const namespace = project.path_with_namespace.split('/').slice(0, -1).join('/');
      const below = subgroups && namespace.startsWith(`${group.full_path}/`);
      return (project.namespace_id === group.id || below) && archivedFilter(project);
    });
    return page(inGroup.map(projectBody));
  }
  return undefined;
}

/** A user's id, the same in every group they belong to. */
function userIdOf(username: string): number {
  let id = 0;
  for (const char of username) id = (id * 31 + char.charCodeAt(0)) % 1_000_000;
  return 10_000 + id;
}
