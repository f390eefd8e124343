import { InputError } from '@atrium/model';
import { githubApiBaseUrl, githubCredentialsFor, type ScmIntegration } from '@atrium/server-core';
import type { PullRequestInput, PullRequestResult } from '../../shared';
import { createHostCall } from './callHost';
import { parseGithubRepositoryUrl } from './parseGithubRepositoryUrl';
import { pullRequestStepError } from './pullRequestStepError';
import type { PullRequestSettings } from './PullRequestSettings';

/**
 * GitHub's five calls: the repository (its default branch), that branch's head, a new branch from
 * it, the file committed on the new branch, and the pull request into the default branch.
 */
export async function openGithubPullRequest(
  integration: ScmIntegration,
  input: PullRequestInput,
  settings: PullRequestSettings,
  userToken: string | undefined,
): Promise<PullRequestResult> {
  const { owner, repo } = parseGithubRepositoryUrl(integration, input.repositoryUrl);
  const authorization = userToken
    ? `Bearer ${userToken}`
    : (await githubCredentialsFor(integration).forOwner(owner))?.authorization;
  if (!authorization) {
    throw new InputError(
      `No credentials for ${integration.host}: sign in with GitHub, or configure a token or a GitHub App in integrations.github for it`,
    );
  }
  const call = createHostCall({
    hostName: 'GitHub',
    headers: { authorization, accept: 'application/vnd.github+json' },
    timeoutMs: settings.timeoutMs,
    secrets: [authorization.replace(/^\S+ /, '')],
  });
  const api = `${githubApiBaseUrl(integration)}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const { default_branch: base } = await call<{ default_branch?: unknown }>(
    'repository',
    'GET',
    api,
  );
  if (typeof base !== 'string' || !base) {
    throw pullRequestStepError(
      'repository',
      `GitHub answered no default branch for ${owner}/${repo}`,
    );
  }
  const head = await call<{ object?: { sha?: unknown } }>(
    'defaultBranch',
    'GET',
    `${api}/git/ref/heads/${encodeSegments(base)}`,
  );
  const sha = head.object?.sha;
  if (typeof sha !== 'string') {
    throw pullRequestStepError('defaultBranch', `GitHub answered no commit for ${base}`);
  }
  const branch = settings.branchName;
  await call('branch', 'POST', `${api}/git/refs`, { ref: `refs/heads/${branch}`, sha });
  await call('commit', 'PUT', `${api}/contents/${encodeSegments(settings.entityFilename)}`, {
    message: input.title,
    content: Buffer.from(input.fileContent, 'utf8').toString('base64'),
    branch,
  });
  const pull = await call<{ html_url?: unknown }>('pullRequest', 'POST', `${api}/pulls`, {
    title: input.title,
    body: input.body,
    head: branch,
    base,
  });
  const baseUrl = integration.baseUrl.replace(/\/+$/, '');
  return {
    link: typeof pull.html_url === 'string' ? pull.html_url : `${baseUrl}/${owner}/${repo}/pulls`,
    location: `${baseUrl}/${owner}/${repo}/blob/${encodeSegments(base)}/${encodeSegments(settings.entityFilename)}`,
  };
}

function encodeSegments(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
