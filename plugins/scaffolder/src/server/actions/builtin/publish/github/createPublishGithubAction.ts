import { z } from 'zod';
import { createTemplateAction } from '../../../createTemplateAction';
import { stepExample } from '../../stepExample';
import type { PublishActionOptions } from '../publishToHost';
import { gitPushInputs, gitPushOutputs } from '../pushWorkspace';
import { githubCreateInputs } from './githubRepository';
import { githubProtectionInputs } from './protectGithubBranch';
import { publishToGithub } from './publishToGithub';

const inputSchema = z.object({
  ...githubCreateInputs,
  ...githubProtectionInputs,
  ...gitPushInputs,
});
const outputSchema = z.object(gitPushOutputs);

/** `publish:github`: creates a GitHub repository, pushes the workspace, protects the branch. */
export function createPublishGithubAction(options: PublishActionOptions) {
  return createTemplateAction<z.infer<typeof inputSchema>, z.infer<typeof outputSchema>>({
    id: 'publish:github',
    description:
      'Initializes a git repository of the content in the workspace, and publishes it to GitHub.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Create a private repository and push the workspace', {
        id: 'publish',
        name: 'Publish',
        action: 'publish:github',
        input: {
          repoUrl: '${{ parameters.repoUrl }}',
          description: 'This is ${{ parameters.name }}',
          repoVisibility: 'private',
          defaultBranch: 'main',
          topics: ['service'],
          collaborators: [{ team: 'platform', access: 'push' }],
        },
      }),
      stepExample('Publish with the signed-in user’s own token', {
        id: 'publish',
        name: 'Publish',
        action: 'publish:github',
        input: {
          repoUrl: '${{ parameters.repoUrl }}',
          token: '${{ secrets.USER_OAUTH_TOKEN }}',
          protectDefaultBranch: false,
        },
      }),
    ],
    handler: ctx => publishToGithub(ctx, options, { createRepository: true }),
  });
}
