import { z } from 'zod';
import { createTemplateAction } from '../../../createTemplateAction';
import { stepExample } from '../../stepExample';
import type { PublishActionOptions } from '../publishToHost';
import { gitPushInputs, gitPushOutputs } from '../pushWorkspace';
import { githubCreateInputs } from './githubRepository';
import { githubProtectionInputs } from './protectGithubBranch';
import { publishToGithub } from './publishToGithub';

const inputSchema = z.object({
  repoUrl: githubCreateInputs.repoUrl,
  token: githubCreateInputs.token,
  ...githubProtectionInputs,
  ...gitPushInputs,
});
const outputSchema = z.object(gitPushOutputs);

/** `github:repo:push`: the pushing half of `publish:github`, to a repository that exists. */
export function createGithubRepoPushAction(options: PublishActionOptions) {
  return createTemplateAction<z.infer<typeof inputSchema>, z.infer<typeof outputSchema>>({
    id: 'github:repo:push',
    description:
      'Initializes a git repository of the content in the workspace, and pushes it to an existing GitHub repository.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Push to the repository a previous step created', {
        id: 'push',
        name: 'Push',
        action: 'github:repo:push',
        input: {
          repoUrl: 'github.com?owner=acme&repo=${{ parameters.name }}',
          defaultBranch: 'main',
          gitCommitMessage: 'Initial import',
        },
      }),
    ],
    handler: ctx => publishToGithub(ctx, options, { createRepository: false }),
  });
}
