import { z } from 'zod';
import { createHostClient } from '../../../../scm/createHostClient';
import { hostAccess } from '../../../../scm/hostAccess';
import { createTemplateAction } from '../../../createTemplateAction';
import { stepExample } from '../../stepExample';
import { publishToHost, tokenInput, type PublishActionOptions } from '../publishToHost';
import { gitPushInputs, gitPushOutputs } from '../pushWorkspace';
import { createGitlabProject } from './createGitlabProject';
import {
  addGitlabOwner,
  addGitlabVariables,
  findGitlabProject,
  gitlabProjectInputs,
  setUpGitlabBranches,
} from './gitlabProjectSettings';

const inputSchema = z.object({
  repoUrl: z.string().min(1).describe('Repository location: gitlab.com?owner=group/sub&repo=…'),
  repoVisibility: z
    .enum(['private', 'internal', 'public'])
    .describe("Visibility of the project. Defaults to 'private'")
    .optional(),
  topics: z.array(z.string()).describe('Topics of the project').optional(),
  settings: z
    .record(z.string(), z.unknown())
    .describe(
      'Further attributes of POST /projects (e.g. description, ci_config_path, path); they override the others',
    )
    .optional(),
  skipExisting: z
    .boolean()
    .describe('Leave a project that exists already as it is: no settings, no push')
    .optional(),
  token: tokenInput,
  ...gitlabProjectInputs,
  ...gitPushInputs,
});
const outputSchema = z.object({
  ...gitPushOutputs,
  projectId: z.number().describe('The id of the new project'),
  created: z.boolean().describe('Whether the step created the project (false when it existed)'),
});

/** `publish:gitlab`: creates a project in a group or the user's namespace and pushes to it. */
export function createPublishGitlabAction(options: PublishActionOptions) {
  return createTemplateAction<z.infer<typeof inputSchema>, z.infer<typeof outputSchema>>({
    id: 'publish:gitlab',
    description:
      'Initializes a git repository of the content in the workspace, and publishes it to GitLab.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Create a project in a subgroup and push the workspace', {
        id: 'publish',
        name: 'Publish',
        action: 'publish:gitlab',
        input: {
          repoUrl: 'gitlab.com?owner=acme/backend&repo=${{ parameters.name }}',
          repoVisibility: 'internal',
          topics: ['service'],
          settings: { description: 'This is ${{ parameters.name }}' },
        },
      }),
    ],
    handler: ctx =>
      publishToHost(ctx, options, {
        type: 'gitlab',
        parts: ['owner', 'repo'],
        async create(target, branch) {
          const { owner, repo } = target.parts;
          // settings.path, as in Backstage, names the project's path when it differs from its name.
          const input = ctx.input;
          const slug = typeof input.settings?.path === 'string' ? input.settings.path : repo;
          // With setUserAsOwner the integration's token creates the project, and the token
          // input's user becomes its owner (and pushes as such).
          const asOwner = input.setUserAsOwner === true && input.token !== undefined;
          const client = createHostClient(
            asOwner ? hostAccess(target.access.integration) : target.access,
            ctx.signal,
          );
          const web = `${target.access.integration.baseUrl}/${encodeURI(owner)}/${encodeURI(slug)}`;
          const urls = { remoteUrl: `${web}.git`, repoContentsUrl: `${web}/-/blob/${branch}` };
          if (input.skipExisting) {
            const found = await findGitlabProject(client, `${owner}/${slug}`);
            if (found) {
              ctx.logger.info(`Project ${owner}/${slug} exists already on ${target.host}; skipped`);
              return { ...urls, outputs: { projectId: found.id, created: false }, existing: true };
            }
          }
          const projectId = await createGitlabProject(
            client,
            target,
            { ...input, slug },
            ctx.logger,
          );
          if (asOwner) {
            const user = createHostClient(target.access, ctx.signal);
            await addGitlabOwner(client, user, projectId, ctx.logger);
          } else if (input.setUserAsOwner) {
            ctx.logger.warn('setUserAsOwner needs the token input: no owner was added');
          }
          await addGitlabVariables(client, projectId, input, ctx.logger);
          return {
            ...urls,
            outputs: { projectId, created: true },
            afterPush: () => setUpGitlabBranches(client, projectId, branch, input, ctx.logger),
          };
        },
      }),
  });
}
