import { matchPath } from './matchPath';
import { readRepositoryFile, resolveCommit } from './readRepositoryFile';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** A project as the Gerrit routes read it. */
export interface GerritProjectFiles {
  name: string;
  bare: string;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** Gerrit's plain-text error: `Not found: {id}` for anything it cannot find. */
export function gerritNotFound(id: string): FakeResponse {
  return { status: 404, body: `Not found: ${id}\n` };
}

/** A JSON answer behind `)]}'`, which Gerrit puts before every JSON body. */
export function gerritJson(value: unknown): FakeResponse {
  return { status: 200, body: `)]}'\n${JSON.stringify(value)}\n`, headers: JSON_TYPE };
}

/**
 * The project endpoints below `/projects/{project}` (the project name one `%2F`-encoded segment):
 * a branch's info, and a file's content at a branch or commit. A branch is named short (`main`)
 * or in full (`refs/heads/main`). File content is base64 text with no `)]}'` prefix and no ETag,
 * as Gerrit answers it.
 */
export async function routeGerritProjects(
  request: FakeRequest,
  path: string,
  findProject: (name: string) => GerritProjectFiles | undefined,
): Promise<FakeResponse | undefined> {
  if (request.method !== 'GET') return undefined;
  const branch = matchPath('/projects/:project/branches/:branch', path);
  const branchFile = matchPath('/projects/:project/branches/:branch/files/:file/content', path);
  const commitFile = matchPath('/projects/:project/commits/:commit/files/:file/content', path);
  const params = branch ?? branchFile ?? commitFile;
  if (!params) return undefined;
  const project = findProject(params.project!);
  if (!project) return gerritNotFound(params.project!);
  const ref = params.branch === undefined ? params.commit! : fullBranchName(params.branch);
  if (branch) {
    const revision = await resolveCommit(project.bare, ref);
    if (!revision) return gerritNotFound(params.branch!);
    return gerritJson({ ref, revision, can_delete: false });
  }
  const file = await readRepositoryFile(project.bare, ref, params.file!);
  if (file.found === 'no-ref') return gerritNotFound(params.branch ?? params.commit!);
  if (file.found === 'no-file') return gerritNotFound(params.file!);
  return {
    status: 200,
    body: file.content.toString('base64'),
    headers: {
      'content-type': 'text/plain; charset=ISO-8859-1',
      'content-disposition': 'attachment',
      'x-fyi-content-encoding': 'base64',
      'x-fyi-content-type': 'application/octet-stream',
    },
  };
}

function fullBranchName(branch: string): string {
  return branch.startsWith('refs/') ? branch : `refs/heads/${branch}`;
}
