import { listBranches } from './repositoryBranches';
import { changedFiles, createBranch, fastForwardBranch, hasCommitsAhead } from './pullRequestGit';
import { putRepositoryFile } from './putRepositoryFile';
import { resolveCommit } from './readRepositoryFile';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** A pull request opened on the Azure DevOps fake, with the files its branch changed. */
export interface FakeAzurePullRequest {
  pullRequestId: number;
  /** `org/project/repo` */
  repository: string;
  title: string;
  description: string;
  /** `refs/heads/…` */
  sourceRefName: string;
  targetRefName: string;
  files: Record<string, string>;
  status: 'active' | 'completed';
  /** The Authorization header it was opened with: whose pull request it is. */
  authorization?: string;
}

/** A repository as these routes see it, with its `GitRepository` description. */
export interface AzureRepoOnHost {
  key: string;
  bare: string;
  description: Record<string, unknown> & { webUrl: string; url: string };
}

export interface FakeAzurePullRequests {
  readonly pullRequests: FakeAzurePullRequest[];
  /**
   * `GET /{repo}`, `GET /{repo}/refs`, `POST /{repo}/pushes` and `POST /{repo}/pullrequests`
   * below `/{org}/{project}/_apis/git/repositories`; `rest` is what follows `/{repo}`.
   */
  route(
    request: FakeRequest,
    rest: string,
    repo: AzureRepoOnHost,
  ): Promise<FakeResponse | undefined>;
  /** Completes an active pull request by fast-forwarding its target branch to its source. */
  complete(pullRequestId: number): Promise<void>;
}

const NO_COMMIT = '0'.repeat(40);

/**
 * Azure DevOps' calls for proposing a change, on the fake's bare repositories: a push makes a
 * branch from `oldObjectId` with one commit of its changes (`add` and `edit`, raw text or base64),
 * refused as stale when the branch exists at another commit; a second active pull request for the
 * same branches is refused as Azure DevOps refuses it.
 */
export function createAzurePullRequests(): FakeAzurePullRequests {
  const pullRequests: FakeAzurePullRequest[] = [];
  const bares = new Map<number, string>();

  async function route(request: FakeRequest, rest: string, repo: AzureRepoOnHost) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && rest === '') return { status: 200, body: repo.description };
    if (request.method === 'GET' && rest === '/refs') return listRefs(request, repo);
    if (request.method === 'POST' && rest === '/pushes') return push(repo, body);
    if (request.method === 'POST' && rest === '/pullrequests') return open(request, repo, body);
    return undefined;
  }

  async function listRefs(request: FakeRequest, repo: AzureRepoOnHost): Promise<FakeResponse> {
    const filter = request.query.get('filter') ?? '';
    const value = (await listBranches(repo.bare))
      .map(({ name, sha }) => ({ name: `refs/heads/${name}`, objectId: sha }))
      .filter(ref => ref.name.slice('refs/'.length).startsWith(filter));
    return { status: 200, body: { value, count: value.length } };
  }

  async function push(repo: AzureRepoOnHost, body: Record<string, unknown>): Promise<FakeResponse> {
    const update = (body.refUpdates as Array<Record<string, unknown>> | undefined)?.[0];
    const commit = (body.commits as Array<Record<string, unknown>> | undefined)?.[0];
    const name = String(update?.name ?? '');
    const branch = name.match(/^refs\/heads\/(.+)$/)?.[1];
    const changes = commit?.changes as Array<Record<string, unknown>> | undefined;
    if (!branch || !changes?.length) {
      return error(
        400,
        'The push must update one branch with one commit.',
        'InvalidArgumentValueException',
      );
    }
    const oldObjectId = String(update?.oldObjectId ?? NO_COMMIT);
    const current = await resolveCommit(repo.bare, name);
    const stale = current
      ? current !== oldObjectId
      : oldObjectId !== NO_COMMIT && !(await resolveCommit(repo.bare, oldObjectId));
    if (stale) {
      return error(
        409,
        `TF401028: The reference '${name}' has already been updated by another client, so you cannot update it. Please try again.`,
        'GitReferenceUpdateRejectedException',
      );
    }
    if (!current && oldObjectId !== NO_COMMIT) await createBranch(repo.bare, branch, oldObjectId);
    let commitId = current ?? oldObjectId;
    for (const change of changes) {
      const path = String((change.item as { path?: string } | undefined)?.path ?? '').replace(
        /^\/+/,
        '',
      );
      const content = change.newContent as { content?: string; contentType?: string } | undefined;
      if (
        !['add', 'edit'].includes(String(change.changeType)) ||
        !path ||
        typeof content?.content !== 'string'
      ) {
        return error(
          400,
          'Only add and edit changes with content are supported.',
          'InvalidArgumentValueException',
        );
      }
      const bytes =
        content.contentType === 'base64encoded'
          ? Buffer.from(content.content, 'base64')
          : Buffer.from(content.content);
      commitId = await putRepositoryFile(repo.bare, {
        branch,
        path,
        content: bytes,
        message: String(commit?.comment ?? `Update ${path}`),
      });
    }
    return {
      status: 201,
      body: {
        pushId: Date.now(),
        commits: [{ commitId, comment: commit?.comment }],
        refUpdates: [{ name, oldObjectId, newObjectId: commitId }],
        repository: repo.description,
      },
    };
  }

  async function open(
    request: FakeRequest,
    repo: AzureRepoOnHost,
    body: Record<string, unknown>,
  ): Promise<FakeResponse> {
    const { sourceRefName, targetRefName, title } = body;
    if (
      typeof sourceRefName !== 'string' ||
      typeof targetRefName !== 'string' ||
      typeof title !== 'string'
    ) {
      return error(
        400,
        'The pull request needs sourceRefName, targetRefName and title.',
        'InvalidArgumentValueException',
      );
    }
    const source = await resolveCommit(repo.bare, sourceRefName);
    const target = await resolveCommit(repo.bare, targetRefName);
    if (
      !source ||
      !target ||
      !sourceRefName.startsWith('refs/heads/') ||
      !targetRefName.startsWith('refs/heads/')
    ) {
      return error(
        400,
        'TF401398: The pull request cannot be activated because the source and/or the target branch no longer exists, or the requested refs are not branches',
        'GitPullRequestCannotBeActivated',
      );
    }
    const active = pullRequests.find(
      pull =>
        pull.repository === repo.key &&
        pull.status === 'active' &&
        pull.sourceRefName === sourceRefName &&
        pull.targetRefName === targetRefName,
    );
    if (active) {
      return error(
        409,
        `TF401179: An active pull request for the source and target branch already exists.`,
        'GitPullRequestExistsException',
      );
    }
    if (!(await hasCommitsAhead(repo.bare, target, source))) {
      return error(
        400,
        'TF401399: The source branch has no changes to merge.',
        'GitPullRequestNoChanges',
      );
    }
    const pull: FakeAzurePullRequest = {
      pullRequestId: pullRequests.length + 1,
      repository: repo.key,
      title,
      description: typeof body.description === 'string' ? body.description : '',
      sourceRefName,
      targetRefName,
      files: await changedFiles(repo.bare, target, source),
      status: 'active',
      authorization: request.authorization,
    };
    pullRequests.push(pull);
    bares.set(pull.pullRequestId, repo.bare);
    const {
      authorization: _authorization,
      files: _files,
      repository: _repository,
      ...fields
    } = pull;
    return {
      status: 201,
      body: {
        ...fields,
        url: `${repo.description.url}/pullRequests/${pull.pullRequestId}`,
        repository: repo.description,
      },
    };
  }

  return {
    pullRequests,
    route,
    async complete(pullRequestId) {
      const pull = pullRequests.find(candidate => candidate.pullRequestId === pullRequestId);
      const bare = bares.get(pullRequestId);
      if (!pull || !bare || pull.status !== 'active') {
        throw new Error(`No active pull request ${pullRequestId}`);
      }
      const branch = (ref: string) => ref.slice('refs/heads/'.length);
      await fastForwardBranch(bare, branch(pull.targetRefName), branch(pull.sourceRefName));
      pull.status = 'completed';
    },
  };
}

function error(status: number, message: string, typeKey: string): FakeResponse {
  return { status, body: { $id: '1', innerException: null, message, typeKey, errorCode: 0 } };
}
