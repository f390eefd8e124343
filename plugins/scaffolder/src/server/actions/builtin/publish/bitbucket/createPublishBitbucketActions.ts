import { InputError } from '@atrium/model';
import { z } from 'zod';
import { createTemplateAction } from '../../../createTemplateAction';
import { stepExample } from '../../stepExample';
import type { PublishActionOptions } from '../publishToHost';
import { gitPushOutputs } from '../pushWorkspace';
import {
  bitbucketInputs,
  publishToBitbucketCloud,
  publishToBitbucketServer,
} from './bitbucketRepository';

const inputSchema = z.object(bitbucketInputs);
const outputSchema = z.object(gitPushOutputs);
type Input = z.infer<typeof inputSchema>;
type Output = z.infer<typeof outputSchema>;

/** `publish:bitbucketCloud`: a repository in a workspace's project on bitbucket.org. */
export function createPublishBitbucketCloudAction(options: PublishActionOptions) {
  return createTemplateAction<Input, Output>({
    id: 'publish:bitbucketCloud',
    description:
      'Initializes a git repository of the content in the workspace, and publishes it to Bitbucket Cloud.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Create a private repository in a project and push the workspace', {
        id: 'publish',
        name: 'Publish',
        action: 'publish:bitbucketCloud',
        input: {
          repoUrl: 'bitbucket.org?workspace=acme&project=SVC&repo=${{ parameters.name }}',
          description: 'This is ${{ parameters.name }}',
        },
      }),
    ],
    handler: ctx => publishToBitbucketCloud(ctx, options),
  });
}

/** `publish:bitbucketServer`: a repository in a project of a Bitbucket Server / Data Center. */
export function createPublishBitbucketServerAction(options: PublishActionOptions) {
  return createTemplateAction<Input, Output>({
    id: 'publish:bitbucketServer',
    description:
      'Initializes a git repository of the content in the workspace, and publishes it to Bitbucket Server.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Create a repository in a project and push the workspace', {
        id: 'publish',
        name: 'Publish',
        action: 'publish:bitbucketServer',
        input: { repoUrl: 'bitbucket.acme.com?project=SVC&repo=${{ parameters.name }}' },
      }),
    ],
    handler: ctx => publishToBitbucketServer(ctx, options),
  });
}

/** `publish:bitbucket`: the older name for both, choosing by the host's integration type. */
export function createPublishBitbucketAction(options: PublishActionOptions) {
  return createTemplateAction<Input, Output>({
    id: 'publish:bitbucket',
    description:
      'Deprecated: use publish:bitbucketCloud or publish:bitbucketServer. Publishes the workspace to the Bitbucket of the host.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Publish to whichever Bitbucket the user picked', {
        id: 'publish',
        name: 'Publish',
        action: 'publish:bitbucket',
        input: { repoUrl: '${{ parameters.repoUrl }}' },
      }),
    ],
    async handler(ctx) {
      const host = ctx.input.repoUrl.split('?')[0] ?? '';
      const type = options.integrations.integrationForHost(host)?.type;
      if (type === 'bitbucketCloud') return publishToBitbucketCloud(ctx, options);
      if (type === 'bitbucketServer') return publishToBitbucketServer(ctx, options);
      throw new InputError(`${host} is not configured as a Bitbucket integration`);
    },
  });
}
