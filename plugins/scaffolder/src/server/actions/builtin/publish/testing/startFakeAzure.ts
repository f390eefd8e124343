import { randomUUID } from 'node:crypto';
import { basicHeader } from '@atrium/server-core/testing';
import { matchPath, startFakeHost, type FakeHost, type FakeRequest } from './startFakeHost';

/** A fake Azure DevOps with the repositories it created, by `org/project/repo`. */
export interface FakeAzure extends FakeHost {
  readonly repos: Map<string, { id: string; bare: string }>;
}

/**
 * Azure DevOps' Git repositories API (`/{org}/{project}/_apis/git/repositories`), personal access
 * tokens as basic auth; git at `/{org}/{project}/_git/{repo}`. Errors are `{ message, typeKey }`.
 */
export async function startFakeAzure(options: {
  token: string;
  projects: string[];
}): Promise<FakeAzure> {
  const repos: FakeAzure['repos'] = new Map();
  const auth = basicHeader('pat', options.token);
  const route = async (request: FakeRequest) => {
    const p =
      request.method === 'POST'
        ? matchPath('/:org/:project/_apis/git/repositories', request.path)
        : undefined;
    if (!p) return undefined;
    if (!request.query.get('api-version')) {
      return {
        status: 400,
        body: {
          message: 'No api-version was supplied for the POST request.',
          typeKey: 'VssVersionNotSpecifiedException',
        },
      };
    }
    if (!options.projects.includes(`${p.org}/${p.project}`)) {
      return {
        status: 404,
        body: {
          message: `TF200016: The following project does not exist: ${p.project}. Verify that the name of the project is correct and that the project exists on the specified Azure DevOps Server.`,
          typeKey: 'ProjectDoesNotExistWithNameException',
        },
      };
    }
    const name = String((request.body as { name?: string } | undefined)?.name ?? '');
    const key = `${p.org}/${p.project}/${name}`;
    if (repos.has(key)) {
      return {
        status: 409,
        body: {
          message: `TF400948: A Git repository with the name ${name} already exists.`,
          typeKey: 'GitRepositoryNameAlreadyExistsException',
        },
      };
    }
    const id = randomUUID();
    const bare = await self.createBareRepository(`${p.org}/${p.project}/_git/${name}`);
    repos.set(key, { id, bare });
    const web = `${self.url}/${p.org}/${p.project}/_git/${name}`;
    return {
      status: 201,
      body: { id, name, remoteUrl: web, webUrl: web, project: { name: p.project } },
    };
  };
  const self: FakeHost = await startFakeHost({
    apiPath: '',
    apiAuthorized: header => header === auth,
    // Azure DevOps answers a refused token with 401 and no JSON body.
    unauthorized: { status: 401 },
    gitAuthorizations: [auth],
    route,
    notFound: { status: 404, body: { message: 'Not found', typeKey: 'NotFoundException' } },
  });
  return { ...self, repos };
}
