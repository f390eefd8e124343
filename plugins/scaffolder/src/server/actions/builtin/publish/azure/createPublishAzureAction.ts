import { z } from 'zod';
import { createHostClient } from '../../../../scm/createHostClient';
import { createTemplateAction } from '../../../createTemplateAction';
import { stepExample } from '../../stepExample';
import {
  conflictIfTaken,
  publishToHost,
  tokenInput,
  type PublishActionOptions,
} from '../publishToHost';
import { gitPushInputs, gitPushOutputs } from '../pushWorkspace';

const inputSchema = z.object({
  repoUrl: z
    .string()
    .min(1)
    .describe('Repository location: dev.azure.com?organization=…&project=…&repo=…'),
  description: z.string().describe('Repository description (Azure DevOps keeps none)').optional(),
  token: tokenInput,
  ...gitPushInputs,
});
const outputSchema = z.object({
  ...gitPushOutputs,
  repositoryId: z.string().describe('The id of the new repository'),
});

const API_VERSION = '7.1';

/** `publish:azure`: creates an Azure DevOps Git repository in a project and pushes to it. */
export function createPublishAzureAction(options: PublishActionOptions) {
  return createTemplateAction<z.infer<typeof inputSchema>, z.infer<typeof outputSchema>>({
    id: 'publish:azure',
    description:
      'Initializes a git repository of the content in the workspace, and publishes it to Azure DevOps.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Create a repository in a project and push the workspace', {
        id: 'publish',
        name: 'Publish',
        action: 'publish:azure',
        input: {
          repoUrl: 'dev.azure.com?organization=acme&project=platform&repo=${{ parameters.name }}',
          defaultBranch: 'main',
        },
      }),
    ],
    handler: ctx =>
      publishToHost(ctx, options, {
        type: 'azure',
        parts: ['organization', 'project', 'repo'],
        repoUrl: withProject(ctx.input.repoUrl),
        async create(target, branch) {
          const { organization, project, repo } = target.parts;
          const [o, p, r] = [organization, project, repo].map(encodeURIComponent);
          const created = await createHostClient(target.access, ctx.signal)
            .request<{ id: string }>(
              'POST',
              `/${o}/${p}/_apis/git/repositories?api-version=${API_VERSION}`,
              { name: repo },
            )
            .catch((error: unknown) => {
              throw conflictIfTaken(error, `repository ${project}/${repo}`, target.host);
            });
          ctx.logger.info(`Created repository ${project}/${repo} on ${target.host}`);
          const remoteUrl = `${target.access.integration.baseUrl}/${o}/${p}/_git/${r}`;
          return {
            remoteUrl,
            repoContentsUrl: `${remoteUrl}?path=/&version=GB${branch}`,
            outputs: { repositoryId: created.id },
          };
        },
      }),
  });
}

/** Backstage's Azure picker wrote the project as `owner`; both spellings are read. */
function withProject(repoUrl: string): string {
  const [host, query = ''] = repoUrl.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  const owner = params.get('owner');
  if (!params.has('project') && owner) params.set('project', owner);
  return `${host}?${params.toString()}`;
}
