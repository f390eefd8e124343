import { z } from 'zod';
import { createTemplateAction } from '../../../createTemplateAction';
import { stepExample } from '../../stepExample';
import type { PublishActionOptions } from '../publishToHost';
import { githubTarget } from './githubTarget';
import {
  createGithubRepository,
  githubCreateInputs,
  githubCreateOnlyInputs,
  githubUrls,
} from './githubRepository';

const inputSchema = z.object({ ...githubCreateInputs, ...githubCreateOnlyInputs });
const outputSchema = z.object({
  remoteUrl: z.string().describe('The git URL of the new repository'),
});

/** `github:repo:create`: the creating half of `publish:github`, nothing pushed. */
export function createGithubRepoCreateAction(options: PublishActionOptions) {
  return createTemplateAction<z.infer<typeof inputSchema>, z.infer<typeof outputSchema>>({
    id: 'github:repo:create',
    description: 'Creates a GitHub repository.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Create an internal repository of an organisation', {
        id: 'create-repo',
        name: 'Create repository',
        action: 'github:repo:create',
        input: {
          repoUrl: 'github.com?owner=acme&repo=${{ parameters.name }}',
          repoVisibility: 'internal',
          access: 'acme/platform',
        },
      }),
    ],
    async handler(ctx) {
      const target = githubTarget(options, ctx.input);
      await createGithubRepository(target, ctx.input, ctx.logger, ctx.signal);
      ctx.output('remoteUrl', githubUrls(target, 'main').remoteUrl);
    },
  });
}
