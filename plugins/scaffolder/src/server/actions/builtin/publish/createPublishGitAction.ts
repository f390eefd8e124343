import { promises as fs } from 'node:fs';
import path from 'node:path';
import { InputError } from '@atrium/model';
import { authorizationHeader, type ScmIntegrations } from '@atrium/server-core';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import { pathExists } from '../workspace/pathExists';
import { resolveWorkspacePath } from '../workspace/resolveWorkspacePath';
import { resolveGitRemote } from './resolveGitRemote';
import { GitCommandError, runGit } from './runGit';

const inputSchema = z.object({
  repoUrl: z
    .string()
    .min(1)
    .describe('Repository location as the RepoUrlPicker writes it: host?owner=…&repo=…')
    .optional(),
  remoteUrl: z
    .string()
    .min(1)
    .describe('A plain git remote URL to push to, instead of repoUrl')
    .optional(),
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
});

const outputSchema = z.object({
  remoteUrl: z.string().describe('The URL the repository was pushed to'),
  repoContentsUrl: z.string().describe('The repository root at the pushed branch'),
  commitHash: z.string().describe('The pushed commit'),
});

export interface PublishGitActionOptions {
  integrations: ScmIntegrations;
  /** `scaffolder.defaultAuthor`, used when a step names no author. */
  defaultAuthor?: { name?: string; email?: string };
  /** `scaffolder.defaultCommitMessage`. */
  defaultCommitMessage?: string;
  /** Directories local repositories may be pushed to (`scaffolder.localRepositoryRoots`). */
  localRepositoryRoots?: readonly string[];
  /** `scaffolder.localRepositoryHost`: the repoUrl host naming a repository below the first root. */
  localRepositoryHost?: string;
}

// Branch names git accepts, without option-like or path-climbing forms.
const BRANCH = /^(?!-)(?!.*\.\.)(?!.*\/\/)(?!.*\.lock$)[A-Za-z0-9._/-]+(?<![./])$/;

/**
 * `publish:git`: commits the workspace (or `sourcePath`) as a new repository's first commit and
 * pushes it to any git remote, with the credentials of the remote host's integration.
 */
export function createPublishGitAction(options: PublishGitActionOptions) {
  return createTemplateAction<z.infer<typeof inputSchema>, z.infer<typeof outputSchema>>({
    id: 'publish:git',
    description:
      'Initializes a git repository of the content in the workspace, and pushes it to a git remote.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Push the workspace to the repository the user picked', {
        id: 'publish',
        name: 'Publish',
        action: 'publish:git',
        input: {
          repoUrl: '${{ parameters.repoUrl }}',
          defaultBranch: 'main',
          gitCommitMessage: 'Create ${{ parameters.name }}',
        },
      }),
      stepExample('Push a subdirectory to a plain git remote', {
        id: 'publish',
        name: 'Publish',
        action: 'publish:git',
        input: {
          remoteUrl: 'https://git.example.com/acme/${{ parameters.name }}.git',
          sourcePath: 'service',
        },
      }),
    ],
    async handler(ctx) {
      const { input, logger, signal } = ctx;
      const branch = input.defaultBranch ?? 'main';
      if (!BRANCH.test(branch)) throw new InputError(`'${branch}' is not a valid branch name`);
      const remote = resolveGitRemote({
        repoUrl: input.repoUrl,
        remoteUrl: input.remoteUrl,
        branch,
        integrations: options.integrations,
        localRoots: options.localRepositoryRoots ?? [],
        localHost: options.localRepositoryHost,
      });
      const source = await resolveWorkspacePath(ctx.workspacePath, input.sourcePath ?? '.');
      if (!(await isDirectory(source))) {
        throw new InputError(
          `sourcePath '${input.sourcePath}' is not a directory in the workspace`,
        );
      }
      // The repository lives outside the workspace, so later steps see the files alone.
      const gitDir = path.join(await ctx.createTemporaryDirectory(), 'repo.git');
      const credentials = remote.local
        ? undefined
        : options.integrations.credentialsForUrl(remote.remoteUrl);
      const header = credentials && `Authorization: ${authorizationHeader(credentials)}`;
      const author = {
        name: input.gitAuthorName ?? options.defaultAuthor?.name ?? 'Scaffolder',
        email: input.gitAuthorEmail ?? options.defaultAuthor?.email ?? 'scaffolder@atrium.local',
      };
      const git = (...args: string[]) =>
        runGit([`--git-dir=${gitDir}`, `--work-tree=${source}`, ...args], {
          cwd: source,
          env: gitEnvironment({ author, remote: remote.remoteUrl, header, local: remote.local }),
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
        input.gitCommitMessage ?? options.defaultCommitMessage ?? 'initial commit',
      );
      const commitHash = (await git('rev-parse', 'HEAD')).trim();
      // A new local repository is made on the first push, as a hosting service makes one.
      if (remote.local && !(await pathExists(remote.remoteUrl))) {
        await fs.mkdir(path.dirname(remote.remoteUrl), { recursive: true });
        await runGit(
          ['init', '--quiet', '--bare', `--initial-branch=${branch}`, remote.remoteUrl],
          {
            cwd: source,
            env: gitEnvironment({ author, remote: remote.remoteUrl, local: true }),
            signal,
          },
        );
        logger.info(`Created the bare repository ${remote.remoteUrl}`);
      }
      logger.info(`Pushing ${commitHash} to ${remote.remoteUrl} (${branch})`);
      try {
        await git('push', '--quiet', remote.remoteUrl, `HEAD:refs/heads/${branch}`);
      } catch (error) {
        throw explainPushFailure(error, remote.remoteUrl, credentials !== undefined);
      }
      ctx.output('remoteUrl', remote.remoteUrl);
      ctx.output('repoContentsUrl', remote.repoContentsUrl);
      ctx.output('commitHash', commitHash);
    },
  });
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

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await fs.stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

interface GitEnvironmentOptions {
  author: { name: string; email: string };
  remote: string;
  header?: string;
  local: boolean;
}

/**
 * Git run apart from the machine's and user's settings, never prompting, speaking only http(s)
 * (and the file protocol for a local remote), with the header scoped to the one remote URL.
 */
function gitEnvironment(options: GitEnvironmentOptions): Record<string, string> {
  const config: Array<[string, string]> = [
    ['protocol.allow', 'never'],
    ['protocol.https.allow', 'always'],
    ['protocol.http.allow', 'always'],
    ['credential.helper', ''],
    ['commit.gpgSign', 'false'],
    ['core.hooksPath', '/dev/null'],
  ];
  if (options.local) config.push(['protocol.file.allow', 'always']);
  if (options.header) config.push([`http.${options.remote}.extraHeader`, options.header]);
  const env: Record<string, string> = {
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: options.author.name,
    GIT_AUTHOR_EMAIL: options.author.email,
    GIT_COMMITTER_NAME: options.author.name,
    GIT_COMMITTER_EMAIL: options.author.email,
    LANG: 'C',
    GIT_CONFIG_COUNT: String(config.length),
  };
  config.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}
