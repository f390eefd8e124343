import { InputError } from '@atrium/model';
import { azureDevOpsHeaders, parseAzureUrl, type ScmIntegration } from '@atrium/server-core';
import type { PullRequestInput, PullRequestResult } from '../../shared';
import { createHostCall } from './callHost';
import type { PullRequestSettings } from './PullRequestSettings';
import { pullRequestStepError } from './pullRequestStepError';

const API_VERSION = 'api-version=6.0';

/**
 * Azure DevOps' four calls under `{org}/{project}/_apis/git/repositories/{repo}`: the repository
 * (its default branch), that branch's ref, one push making the new branch from it with the file,
 * and the pull request into the default branch.
 */
export async function openAzurePullRequest(
  integration: ScmIntegration,
  input: PullRequestInput,
  settings: PullRequestSettings,
  userToken: string | undefined,
): Promise<PullRequestResult> {
  const location = parseAzureUrl(integration, input.repositoryUrl);
  // A person's own token from signing in with Microsoft is a bearer token; the integration's is a
  // personal access token (basic) or a Microsoft Entra ID token made for it.
  const headers = userToken
    ? { authorization: `Bearer ${userToken}` }
    : await azureDevOpsHeaders(integration, input.repositoryUrl);
  if (!headers.authorization) {
    throw new InputError(
      `No credentials for ${integration.host}: sign in with Microsoft, or configure credentials in integrations.azure for organisation ${location.organization}`,
    );
  }
  const call = createHostCall({
    hostName: 'Azure DevOps',
    headers: { ...headers, accept: 'application/json' },
    timeoutMs: settings.timeoutMs,
    secrets: [headers.authorization.replace(/^\S+ /, ''), ...(userToken ? [userToken] : [])],
  });
  const api = `${location.projectUrl}/_apis/git/repositories/${encodeURIComponent(location.repo)}`;
  const repository = await call<{ defaultBranch?: unknown }>(
    'repository',
    'GET',
    `${api}?${API_VERSION}`,
  );
  const target = repository.defaultBranch;
  if (typeof target !== 'string' || !target.startsWith('refs/heads/')) {
    throw pullRequestStepError(
      'repository',
      `Azure DevOps answered no default branch for ${location.repo}`,
    );
  }
  const refs = await call<{ value?: Array<{ name?: unknown; objectId?: unknown }> }>(
    'defaultBranch',
    'GET',
    `${api}/refs?filter=${encodeURIComponent(target.slice('refs/'.length))}&${API_VERSION}`,
  );
  const objectId = refs.value?.find(ref => ref.name === target)?.objectId;
  if (typeof objectId !== 'string') {
    throw pullRequestStepError('defaultBranch', `Azure DevOps has no ref ${target}`, 404);
  }
  const source = `refs/heads/${settings.branchName}`;
  // One push makes both the branch and its commit: a stale ref is a branch that exists already.
  await call(
    status => (status === 409 ? 'branch' : 'commit'),
    'POST',
    `${api}/pushes?${API_VERSION}`,
    {
      refUpdates: [{ name: source, oldObjectId: objectId }],
      commits: [
        {
          comment: input.title,
          changes: [
            {
              changeType: 'add',
              item: { path: `/${settings.entityFilename}` },
              newContent: { content: input.fileContent, contentType: 'rawtext' },
            },
          ],
        },
      ],
    },
  );
  const pull = await call<{ pullRequestId?: unknown }>(
    'pullRequest',
    'POST',
    `${api}/pullrequests?${API_VERSION}`,
    { sourceRefName: source, targetRefName: target, title: input.title, description: input.body },
  );
  const web = `${location.projectUrl}/_git/${encodeURIComponent(location.repo)}`;
  const branch = target.slice('refs/heads/'.length);
  const filePath = settings.entityFilename.split('/').map(encodeURIComponent).join('/');
  return {
    link: typeof pull.pullRequestId === 'number' ? `${web}/pullrequest/${pull.pullRequestId}` : web,
    location: `${web}?path=/${filePath}&version=GB${encodeURIComponent(branch).replace(/%2F/g, '/')}`,
  };
}
