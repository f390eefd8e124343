import { git } from '../startGitHttpServer';
import type { FakeGitlabProject } from './startFakeGitlab';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** Members, CI/CD variables and branches of a project, with GitLab's bodies and statuses. */
export async function routeGitlabProjectSettings(
  project: FakeGitlabProject,
  rest: string,
  request: FakeRequest,
): Promise<FakeResponse | undefined> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (rest === '/members') {
    const userId = Number(body.user_id);
    if (userId in project.members)
      return { status: 409, body: { message: 'Member already exists' } };
    project.members[userId] = Number(body.access_level);
    return { status: 201, body: { id: userId, access_level: body.access_level } };
  }
  if (rest === '/variables') {
    if (project.variables.some(v => v.key === body.key)) {
      return { status: 400, body: { message: { key: [`(${body.key}) has already been taken`] } } };
    }
    project.variables.push(body);
    return { status: 201, body };
  }
  if (rest === '/repository/branches') {
    const name = String(body.branch ?? '');
    const ref = String(body.ref ?? '');
    try {
      if (name.startsWith('-') || ref.startsWith('-')) throw new Error('option-like');
      await git(['--git-dir', project.bare, 'branch', name, ref]);
    } catch {
      return { status: 400, body: { message: `Invalid reference name: ${body.ref}` } };
    }
    return { status: 201, body: { name } };
  }
  if (rest === '/protected_branches') {
    const name = String(body.name ?? '');
    if (project.protectedBranches.includes(name)) {
      return { status: 409, body: { message: `Protected branch '${name}' already exists` } };
    }
    project.protectedBranches.push(name);
    return { status: 201, body: { name } };
  }
  return undefined;
}
