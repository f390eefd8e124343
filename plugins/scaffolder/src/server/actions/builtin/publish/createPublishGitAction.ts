import type { ScmIntegrations } from '@atrium/server-core';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import {
  branchOf,
  gitPushInputs,
  gitPushOutputs,
  pushWorkspace,
  sourceDirectoryOf,
  type GitDefaults,
} from './pushWorkspace';
import { resolveGitRemote } from './resolveGitRemote';

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
  ...gitPushInputs,
});

const outputSchema = z.object(gitPushOutputs);
export interface PublishGitActionOptions extends GitDefaults {
  integrations: ScmIntegrations;
  /** Directories local repositories may be pushed to (`scaffolder.localRepositoryRoots`). */
  localRepositoryRoots?: readonly string[];
  /** `scaffolder.localRepositoryHost`: the repoUrl host naming a repository below the first root. */
  localRepositoryHost?: string;
}

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
      const { input } = ctx;
      const branch = branchOf(input);
      const remote = resolveGitRemote({
        repoUrl: input.repoUrl,
        remoteUrl: input.remoteUrl,
        branch,
        integrations: options.integrations,
        localRoots: options.localRepositoryRoots ?? [],
        localHost: options.localRepositoryHost,
      });
      const source = await sourceDirectoryOf(ctx);
      const commitHash = await pushWorkspace(ctx, {
        source,
        remoteUrl: remote.remoteUrl,
        branch,
        local: remote.local,
        credentials: remote.local
          ? undefined
          : options.integrations.credentialsForUrl(remote.remoteUrl),
        defaults: options,
      });
      ctx.output('remoteUrl', remote.remoteUrl);
      ctx.output('repoContentsUrl', remote.repoContentsUrl);
      ctx.output('commitHash', commitHash);
    },
  });
}
