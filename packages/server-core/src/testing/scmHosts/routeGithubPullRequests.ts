import { matchPath, pathBelow } from './matchPath';
import { changedFiles, createBranch, fastForwardBranch, hasCommitsAhead } from './pullRequestGit';
import { putRepositoryFile } from './putRepositoryFile';
import { readRepositoryFile, resolveCommit } from './readRepositoryFile';
import { runGit } from './runGit';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** A pull request opened on the GitHub fake, with the files its branch changed when opened. */
export interface FakeGithubPullRequest {
  number: number;
  /** `owner/repo` */
  repository: string;
  title: string;
  body: string;
  head: string;
  base: string;
  files: Record<string, string>;
  state: 'open' | 'closed';
  merged: boolean;
  /** The Authorization header it was opened with: whose pull request it is. */
  authorization?: string;
}

/** The repository fields these routes use. */
interface RepoOnHost {
  full_name: string;
  html_url: string;
  default_branch: string;
  bare: string;
}

export interface FakeGithubPullRequests {
  readonly pullRequests: FakeGithubPullRequest[];
  /** Answers the git data, contents-write and pulls calls of a repository; undefined for others. */
  route(request: FakeRequest, rest: string, repo: RepoOnHost): Promise<FakeResponse | undefined>;
  /** Merges an open pull request by fast-forwarding its base branch to its head. */
  merge(number: number): Promise<void>;
}

const DOCS = 'https://docs.github.com/rest';

/**
 * GitHub's calls for proposing a change: `GET /git/ref/heads/{branch}`, `POST /git/refs`,
 * `PUT /contents/{path}` and `POST /pulls`, on the fake's bare repositories, with GitHub's 404 and
 * 422 answers (an existing reference, a file written without its `sha`, a duplicate pull request).
 */
export function createGithubPullRequests(): FakeGithubPullRequests {
  const pullRequests: FakeGithubPullRequest[] = [];
  const bares = new Map<number, string>();

  async function route(request: FakeRequest, rest: string, repo: RepoOnHost) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const refPath = request.method === 'GET' ? pathBelow('/git/ref', rest) : undefined;
    if (refPath !== undefined) return getRef(repo, refPath);
    if (request.method === 'POST' && rest === '/git/refs') return postRef(repo, body);
    const file = request.method === 'PUT' ? pathBelow('/contents', rest) : undefined;
    if (file !== undefined) return putContents(repo, file, body);
    if (request.method === 'POST' && rest === '/pulls') return postPull(request, repo, body);
    if (request.method === 'GET' && matchPath('/pulls/:number', rest)) {
      const number = Number(matchPath('/pulls/:number', rest)!.number);
      const found = pullRequests.find(
        pull => pull.number === number && pull.repository === repo.full_name,
      );
      return found && { status: 200, body: describe(found, repo) };
    }
    return undefined;
  }

  async function getRef(repo: RepoOnHost, ref: string): Promise<FakeResponse> {
    const sha = ref.startsWith('heads/')
      ? await resolveCommit(repo.bare, `refs/${ref}`)
      : undefined;
    if (!sha) return { status: 404, body: { message: 'Not Found', documentation_url: DOCS } };
    return {
      status: 200,
      body: { ref: `refs/${ref}`, object: { sha, type: 'commit' } },
    };
  }

  async function postRef(repo: RepoOnHost, body: Record<string, unknown>): Promise<FakeResponse> {
    const ref = String(body.ref ?? '');
    const sha = String(body.sha ?? '');
    const branch = ref.match(/^refs\/heads\/(.+)$/)?.[1];
    const valid =
      branch !== undefined &&
      (await runGit(['check-ref-format', ref]).then(
        () => true,
        () => false,
      ));
    if (!valid) return unprocessable('Reference name is invalid');
    if (!/^[0-9a-f]{40}$/.test(sha) || !(await resolveCommit(repo.bare, sha))) {
      return unprocessable('Object does not exist');
    }
    if (!(await createBranch(repo.bare, branch, sha))) {
      return unprocessable('Reference already exists');
    }
    return { status: 201, body: { ref, object: { sha, type: 'commit' } } };
  }

  async function putContents(
    repo: RepoOnHost,
    path: string,
    body: Record<string, unknown>,
  ): Promise<FakeResponse> {
    const branch = typeof body.branch === 'string' ? body.branch : repo.default_branch;
    if (typeof body.message !== 'string' || typeof body.content !== 'string') {
      return unprocessable('Invalid request.\n\n"message" and "content" are required.');
    }
    const existing = await readRepositoryFile(repo.bare, `refs/heads/${branch}`, path);
    if (existing.found === 'no-ref' && (await resolveCommit(repo.bare, 'HEAD'))) {
      return {
        status: 404,
        body: { message: `Branch ${branch} not found`, documentation_url: DOCS },
      };
    }
    if (existing.found === 'file' && body.sha !== existing.blobSha) {
      return unprocessable('Invalid request.\n\n"sha" wasn\'t supplied.');
    }
    const commit = await putRepositoryFile(repo.bare, {
      branch,
      path,
      content: Buffer.from(body.content, 'base64'),
      message: body.message,
    });
    return {
      status: existing.found === 'file' ? 200 : 201,
      body: {
        content: { path, html_url: `${repo.html_url}/blob/${branch}/${path}` },
        commit: { sha: commit, message: body.message },
      },
    };
  }

  async function postPull(
    request: FakeRequest,
    repo: RepoOnHost,
    body: Record<string, unknown>,
  ): Promise<FakeResponse> {
    const { title, base } = body;
    // `owner:branch` names a branch of a fork; here every branch is the repository's own.
    const head = typeof body.head === 'string' ? body.head.replace(/^[^:]+:/, '') : undefined;
    if (typeof title !== 'string' || !title || typeof base !== 'string' || !head) {
      return validationFailed({ field: 'title', code: 'missing_field' });
    }
    const headSha = await resolveCommit(repo.bare, `refs/heads/${head}`);
    const baseSha = await resolveCommit(repo.bare, `refs/heads/${base}`);
    if (!headSha) return validationFailed({ field: 'head', code: 'invalid' });
    if (!baseSha) return validationFailed({ field: 'base', code: 'invalid' });
    const open = pullRequests.find(
      pull =>
        pull.repository === repo.full_name &&
        pull.state === 'open' &&
        pull.head === head &&
        pull.base === base,
    );
    if (open) {
      const owner = repo.full_name.split('/')[0];
      return validationFailed({
        code: 'custom',
        message: `A pull request already exists for ${owner}:${head}.`,
      });
    }
    if (!(await hasCommitsAhead(repo.bare, baseSha, headSha))) {
      return validationFailed({
        code: 'custom',
        message: `No commits between ${base} and ${head}`,
      });
    }
    const pull: FakeGithubPullRequest = {
      number: pullRequests.length + 1,
      repository: repo.full_name,
      title,
      body: typeof body.body === 'string' ? body.body : '',
      head,
      base,
      files: await changedFiles(repo.bare, baseSha, headSha),
      state: 'open',
      merged: false,
      authorization: request.authorization,
    };
    pullRequests.push(pull);
    bares.set(pull.number, repo.bare);
    return { status: 201, body: describe(pull, repo) };
  }

  return {
    pullRequests,
    route,
    async merge(number) {
      const pull = pullRequests.find(candidate => candidate.number === number);
      const bare = bares.get(number);
      if (!pull || !bare || pull.state !== 'open')
        throw new Error(`No open pull request ${number}`);
      await fastForwardBranch(bare, pull.base, pull.head);
      pull.state = 'closed';
      pull.merged = true;
    },
  };
}

function describe(pull: FakeGithubPullRequest, repo: RepoOnHost) {
  return {
    number: pull.number,
    html_url: `${repo.html_url}/pull/${pull.number}`,
    state: pull.state,
    merged: pull.merged,
    title: pull.title,
    body: pull.body,
    head: { ref: pull.head },
    base: { ref: pull.base },
  };
}

function unprocessable(message: string): FakeResponse {
  return { status: 422, body: { message, documentation_url: DOCS } };
}

function validationFailed(error: Record<string, string>): FakeResponse {
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [{ resource: 'PullRequest', ...error }],
      documentation_url: `${DOCS}/pulls/pulls#create-a-pull-request`,
    },
  };
}
