import { promises as fs } from 'node:fs';
import path from 'node:path';
import { InputError } from '@atrium/model';
import {
  authorizationHeader,
  gitEnvironment,
  GitCommandError,
  runGit,
  type GitCredentials,
} from '@atrium/server-core';
import { z } from 'zod';
import type { ActionContext } from '../../createTemplateAction';
import { pathExists } from '../workspace/pathExists';
import { resolveWorkspacePath } from '../workspace/resolveWorkspacePath';

/** `scaffolder.defaultAuthor` and `scaffolder.defaultCommitMessage`, for steps that name neither. */
export interface GitDefaults {
  defaultAuthor?: { name?: string; email?: string };
  defaultCommitMessage?: string;
}

/** The inputs every publishing action shares, with Backstage's names. */
export const gitPushInputs = {
  defaultBranch: z.string().min(1).describe("The branch to push to. Defaults to 'main'").optional(),
  sourcePath: z
    .string()
    .describe('Path within the workspace to push as the repository root. Defaults to the workspace')
    .optional(),
  gitCommitMessage: z
    .string()
    .min(1)
    .describe("Message of the commit. Defaults to 'initial commit'")
    .optional(),
  gitAuthorName: z
    .string()
    .min(1)
    .describe('Author name of the commit. Defaults to scaffolder.defaultAuthor.name')
    .optional(),
  gitAuthorEmail: z
    .string()
    .min(1)
    .describe('Author email of the commit. Defaults to scaffolder.defaultAuthor.email')
    .optional(),
};

export const gitPushOutputs = {
  remoteUrl: z.string().describe('The URL the repository was pushed to'),
  repoContentsUrl: z.string().describe('The repository root at the pushed branch'),
  commitHash: z.string().describe('The pushed commit'),
};

export type GitPushInput = { [K in keyof typeof gitPushInputs]?: string };

// Branch names git accepts, without option-like or path-climbing forms.
const BRANCH = /^(?!-)(?!.*\.\.)(?!.*\/\/)(?!.*\.lock$)[A-Za-z0-9._/-]+(?<![./])$/;

/** The branch a step pushes to, checked before anything is created. */
export function branchOf(input: { defaultBranch?: string }): string {
  const branch = input.defaultBranch ?? 'main';
  if (!BRANCH.test(branch)) throw new InputError(`'${branch}' is not a valid branch name`);
  return branch;
}

/** The directory a step publishes, checked before anything is created. */
export async function sourceDirectoryOf(
  ctx: ActionContext<{ sourcePath?: string }>,
): Promise<string> {
  const source = await resolveWorkspacePath(ctx.workspacePath, ctx.input.sourcePath ?? '.');
  const isDirectory = await fs.stat(source).then(
    stat => stat.isDirectory(),
    () => false,
  );
  if (!isDirectory) {
    throw new InputError(
      `sourcePath '${ctx.input.sourcePath}' is not a directory in the workspace`,
    );
  }
  return source;
}

export interface PushWorkspaceOptions {
  /** The directory to commit, from `sourceDirectoryOf`. */
  source: string;
  remoteUrl: string;
  branch: string;
  /** A repository on this server's disk (the file protocol is allowed for it alone). */
  local?: boolean;
  credentials?: GitCredentials;
  defaults: GitDefaults;
}

/**
 * Commits a directory as a new repository's first commit and pushes it, answering the commit
 * hash. Every publishing action pushes through here.
 */
export async function pushWorkspace(
  ctx: ActionContext<GitPushInput>,
  options: PushWorkspaceOptions,
): Promise<string> {
  const { input, logger, signal } = ctx;
  const { source, remoteUrl, branch, credentials, defaults } = options;
  // The repository lives outside the workspace, so later steps see the files alone.
  const gitDir = path.join(await ctx.createTemporaryDirectory(), 'repo.git');
  const header = credentials && `Authorization: ${authorizationHeader(credentials)}`;
  const author = {
    name: input.gitAuthorName ?? defaults.defaultAuthor?.name ?? 'Scaffolder',
    email: input.gitAuthorEmail ?? defaults.defaultAuthor?.email ?? 'scaffolder@atrium.local',
  };
  const git = (...args: string[]) =>
    runGit([`--git-dir=${gitDir}`, `--work-tree=${source}`, ...args], {
      cwd: source,
      env: gitEnvironment({ author, remote: remoteUrl, header, local: options.local }),
      signal,
      secrets: credentials
        ? [header!, credentials.type === 'basic' ? credentials.password : credentials.token]
        : [],
    });

  await git('init', '--quiet', `--initial-branch=${branch}`);
  await git('add', '--all');
  await git(
    'commit',
    '--quiet',
    '--allow-empty',
    '-m',
    input.gitCommitMessage ?? defaults.defaultCommitMessage ?? 'initial commit',
  );
  const commitHash = (await git('rev-parse', 'HEAD')).trim();
  // A new local repository is made on the first push, as a hosting service makes one.
  if (options.local && !(await pathExists(remoteUrl))) {
    await fs.mkdir(path.dirname(remoteUrl), { recursive: true });
    await runGit(['init', '--quiet', '--bare', `--initial-branch=${branch}`, remoteUrl], {
      cwd: source,
      env: gitEnvironment({ author, remote: remoteUrl, local: true }),
      signal,
    });
    logger.info(`Created the bare repository ${remoteUrl}`);
  }
  logger.info(`Pushing ${commitHash} to ${remoteUrl} (${branch})`);
  try {
    await git('push', '--quiet', remoteUrl, `HEAD:refs/heads/${branch}`);
  } catch (error) {
    throw explainPushFailure(error, remoteUrl, credentials !== undefined);
  }
  return commitHash;
}

// What git says when the host wants (other) credentials: it asks for a user name it cannot prompt for.
const REFUSED = /could not read Username|Authentication failed|\b40[13]\b/;

/** A refused push says so plainly; git's own words follow for whoever debugs it. */
function explainPushFailure(error: unknown, remoteUrl: string, hadCredentials: boolean): unknown {
  if (!(error instanceof GitCommandError) || !REFUSED.test(error.message)) return error;
  const host = new URL(remoteUrl).host;
  const reason = hadCredentials
    ? `the host refused the credentials of its integration for ${host}`
    : `no credentials are configured for ${host} under integrations`;
  return new GitCommandError(`Pushing to ${remoteUrl} failed: ${reason} (${error.message})`);
}
