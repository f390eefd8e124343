import { InputError, NotFoundError } from '@atrium/model';
import { z } from 'zod';
import type { TaskLogger } from '../../../createTemplateAction';
import { createHostClient, type HostClient } from '../../../../scm/createHostClient';
import type { OptionalInputs } from '../optionalInputs';
import type { PublishTarget } from '../publishTarget';
import { conflictIfTaken, tokenInput } from '../publishToHost';
import { githubActionsInputs, setGithubActionsSettings } from './githubActionsSettings';

const collaborator = z.union([
  z.object({
    user: z.string().min(1).describe('A GitHub user login'),
    access: z.enum(['pull', 'push', 'admin', 'maintain', 'triage']),
  }),
  z.object({
    team: z.string().min(1).describe('A team slug of the owning organisation'),
    access: z.enum(['pull', 'push', 'admin', 'maintain', 'triage']),
  }),
  z.object({
    username: z.string().min(1).describe('Deprecated: a user login or team slug'),
    access: z.enum(['pull', 'push', 'admin', 'maintain', 'triage']),
  }),
]);

/** The inputs of repository creation, named as Backstage's GitHub actions name them. */
export const githubCreateInputs = {
  repoUrl: z.string().min(1).describe('Repository location: github.com?owner=…&repo=…'),
  description: z.string().describe('Repository description').optional(),
  homepage: z.string().describe('Repository homepage URL').optional(),
  access: z
    .string()
    .describe("Who gets admin access: 'owner/team-slug' for a team, or a user login")
    .optional(),
  repoVisibility: z
    .enum(['private', 'internal', 'public'])
    .describe("Visibility of the repository. Defaults to 'private'")
    .optional(),
  deleteBranchOnMerge: z
    .boolean()
    .describe('Delete head branches when pull requests merge')
    .optional(),
  allowMergeCommit: z.boolean().describe('Allow merge commits. Defaults to true').optional(),
  allowSquashMerge: z.boolean().describe('Allow squash merges. Defaults to true').optional(),
  allowRebaseMerge: z.boolean().describe('Allow rebase merges. Defaults to true').optional(),
  allowAutoMerge: z.boolean().describe('Allow auto-merge on pull requests').optional(),
  allowUpdateBranch: z
    .boolean()
    .describe('Always suggest updating pull request branches')
    .optional(),
  squashMergeCommitTitle: z
    .enum(['PR_TITLE', 'COMMIT_OR_PR_TITLE'])
    .describe("Title of squash merge commits. Defaults to 'COMMIT_OR_PR_TITLE'")
    .optional(),
  squashMergeCommitMessage: z
    .enum(['PR_BODY', 'COMMIT_MESSAGES', 'BLANK'])
    .describe("Message of squash merge commits. Defaults to 'COMMIT_MESSAGES'")
    .optional(),
  hasProjects: z.boolean().describe('Enable projects on the repository').optional(),
  hasWiki: z.boolean().describe('Enable the wiki').optional(),
  hasIssues: z.boolean().describe('Enable issues').optional(),
  topics: z.array(z.string()).describe('Topics of the repository').optional(),
  collaborators: z
    .array(collaborator)
    .describe('Users and teams given access: [{ user | team, access }]')
    .optional(),
  customProperties: z
    .record(z.string(), z.union([z.string(), z.array(z.string())]))
    .describe("Values of the organisation's custom properties, by property name")
    .optional(),
  subscribe: z.boolean().describe('Watch the new repository as the token’s user').optional(),
  ...githubActionsInputs,
  token: tokenInput,
};

/** Only `github:repo:create` may start with a commit: `publish:github` pushes the first one. */
export const githubCreateOnlyInputs = {
  autoInit: z.boolean().describe('Create the repository with an initial commit').optional(),
};

type CreateShape = typeof githubCreateInputs & typeof githubCreateOnlyInputs;
type CreateInput = OptionalInputs<CreateShape>;
export type GithubTarget = PublishTarget<'owner' | 'repo'>;

/** The repository's git remote and browse URL on the integration's host. */
export function githubUrls(target: GithubTarget, branch: string) {
  const repo = `${target.access.integration.baseUrl}/${encodeURI(target.parts.owner)}/${encodeURI(target.parts.repo)}`;
  return { remoteUrl: `${repo}.git`, repoContentsUrl: `${repo}/blob/${branch}` };
}

/**
 * Creates the repository (`POST /orgs/{owner}/repos`, or `POST /user/repos` for the signed-in
 * user), then sets topics and gives access. Access that cannot be given is logged, not fatal:
 * the repository exists by then and a later step may still push to it.
 */
export async function createGithubRepository(
  target: GithubTarget,
  input: CreateInput,
  logger: TaskLogger,
  signal?: AbortSignal,
): Promise<void> {
  const client = createHostClient(target.access, signal);
  const { owner, repo } = target.parts;
  const { host } = target;
  const ownerType = await accountType(client, owner, host);
  let createPath = `/orgs/${encodeURIComponent(owner)}/repos`;
  if (ownerType === 'User') {
    const me = await client.request<{ login: string }>('GET', '/user');
    if (me.login.toLowerCase() !== owner.toLowerCase()) {
      throw new InputError(
        `Cannot create a repository for the user ${owner} on ${host}: the token belongs to ${me.login}`,
      );
    }
    createPath = '/user/repos';
  }
  const visibility = input.repoVisibility ?? 'private';
  try {
    await client.request('POST', createPath, {
      name: repo,
      description: input.description,
      homepage: input.homepage,
      private: visibility !== 'public',
      // Only organisations have internal repositories; GitHub refuses the field for users.
      ...(ownerType === 'Organization' ? { visibility } : {}),
      delete_branch_on_merge: input.deleteBranchOnMerge ?? false,
      allow_merge_commit: input.allowMergeCommit ?? true,
      allow_squash_merge: input.allowSquashMerge ?? true,
      allow_rebase_merge: input.allowRebaseMerge ?? true,
      allow_auto_merge: input.allowAutoMerge ?? false,
      squash_merge_commit_title: input.squashMergeCommitTitle,
      squash_merge_commit_message: input.squashMergeCommitMessage,
      has_projects: input.hasProjects,
      has_wiki: input.hasWiki,
      has_issues: input.hasIssues,
      auto_init: input.autoInit,
      // Custom properties are an organisation's; a user's repository has none.
      ...(ownerType === 'Organization' ? { custom_properties: input.customProperties } : {}),
    });
  } catch (error) {
    throw conflictIfTaken(error, `repository ${owner}/${repo}`, host);
  }
  logger.info(`Created repository ${owner}/${repo} on ${host}`);
  if (ownerType === 'User' && input.customProperties) {
    logger.warn(`Custom properties are ignored: ${owner} is a user, not an organisation`);
  }
  const repoPath = `/repos/${owner}/${repo}`;
  // Creation does not take this setting; only an update of the repository does.
  if (input.allowUpdateBranch !== undefined) {
    await client.request('PATCH', repoPath, { allow_update_branch: input.allowUpdateBranch });
  }
  if (input.topics?.length) {
    await client.request('PUT', `${repoPath}/topics`, {
      names: input.topics.map(topic => topic.toLowerCase()),
    });
  }
  await setGithubActionsSettings(client, repoPath, input, logger);
  await giveAccess(client, target, ownerType, input, logger);
  if (input.subscribe) await subscribe(client, repoPath, logger);
}

async function subscribe(client: HostClient, repoPath: string, logger: TaskLogger) {
  try {
    await client.request('PUT', `${repoPath}/subscription`, { subscribed: true, ignored: false });
    logger.info(`Watching ${repoPath.slice('/repos/'.length)}`);
  } catch (error) {
    logger.warn(`Could not watch the repository: ${(error as Error).message}`);
  }
}

async function accountType(client: HostClient, owner: string, host: string) {
  try {
    const account = await client.request<{ type: string }>(
      'GET',
      `/users/${encodeURIComponent(owner)}`,
    );
    return account.type === 'Organization' ? 'Organization' : 'User';
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new NotFoundError(`No user or organisation named ${owner} on ${host}`);
    }
    throw error;
  }
}

async function giveAccess(
  client: HostClient,
  target: GithubTarget,
  ownerType: 'User' | 'Organization',
  input: CreateInput,
  logger: TaskLogger,
) {
  const { owner, repo } = target.parts;
  const grants: Array<{ team?: string; user?: string; access: string }> = [];
  if (input.access?.startsWith(`${owner}/`)) {
    grants.push({ team: input.access.slice(owner.length + 1), access: 'admin' });
  } else if (input.access && input.access !== owner) {
    grants.push({ user: input.access, access: 'admin' });
  }
  for (const entry of input.collaborators ?? []) {
    if ('team' in entry) grants.push({ team: entry.team, access: entry.access });
    else if ('user' in entry) grants.push({ user: entry.user, access: entry.access });
    else if (ownerType === 'Organization')
      grants.push({ team: entry.username, access: entry.access });
    else grants.push({ user: entry.username, access: entry.access });
  }
  for (const grant of grants) {
    const who = grant.team ? `team ${grant.team}` : `user ${grant.user}`;
    try {
      if (grant.team) {
        await client.request(
          'PUT',
          `/orgs/${owner}/teams/${encodeURIComponent(grant.team)}/repos/${owner}/${repo}`,
          { permission: grant.access },
        );
      } else {
        await client.request(
          'PUT',
          `/repos/${owner}/${repo}/collaborators/${encodeURIComponent(grant.user!)}`,
          { permission: grant.access },
        );
      }
      logger.info(`Gave ${who} ${grant.access} access to ${owner}/${repo}`);
    } catch (error) {
      logger.warn(
        `Could not give ${who} ${grant.access} access to ${owner}/${repo}: ${(error as Error).message}`,
      );
    }
  }
}
