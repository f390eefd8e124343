import { z } from 'zod';
import { createHostClient } from '../../../../scm/createHostClient';
import type { ActionContext } from '../../../createTemplateAction';
import {
  conflictIfTaken,
  publishToHost,
  tokenInput,
  type PublishActionOptions,
} from '../publishToHost';
import type { OptionalInputs } from '../optionalInputs';
import { gitPushInputs } from '../pushWorkspace';

/** The inputs of both Bitbucket publishing actions, with Backstage's names. */
export const bitbucketInputs = {
  repoUrl: z
    .string()
    .min(1)
    .describe(
      'Repository location: bitbucket.org?workspace=…&project=…&repo=… (Cloud) or host?project=…&repo=… (Server)',
    ),
  description: z.string().describe('Repository description').optional(),
  repoVisibility: z
    .enum(['private', 'public'])
    .describe("Visibility of the repository. Defaults to 'private'")
    .optional(),
  token: tokenInput,
  ...gitPushInputs,
};

export type BitbucketInput = OptionalInputs<typeof bitbucketInputs> & { repoUrl: string };

/** Bitbucket Cloud: `POST /2.0/repositories/{workspace}/{repo}` in a project, then the push. */
export function publishToBitbucketCloud(
  ctx: ActionContext<BitbucketInput>,
  options: PublishActionOptions,
): Promise<void> {
  const { input } = ctx;
  return publishToHost(ctx, options, {
    type: 'bitbucketCloud',
    parts: ['workspace', 'project', 'repo'],
    async create(target, branch) {
      const { workspace, project, repo } = target.parts;
      const [w, r] = [workspace, repo].map(encodeURIComponent);
      await createHostClient(target.access, ctx.signal)
        .request('POST', `/repositories/${w}/${r}`, {
          scm: 'git',
          description: input.description,
          is_private: (input.repoVisibility ?? 'private') === 'private',
          project: { key: project },
        })
        .catch((error: unknown) => {
          throw conflictIfTaken(error, `repository ${workspace}/${repo}`, target.host);
        });
      ctx.logger.info(`Created repository ${workspace}/${repo} on ${target.host}`);
      const web = `${target.access.integration.baseUrl}/${w}/${r}`;
      return { remoteUrl: `${web}.git`, repoContentsUrl: `${web}/src/${branch}` };
    },
  });
}

/** Bitbucket Server: `POST /rest/api/1.0/projects/{project}/repos`, then the push. */
export function publishToBitbucketServer(
  ctx: ActionContext<BitbucketInput>,
  options: PublishActionOptions,
): Promise<void> {
  const { input } = ctx;
  return publishToHost(ctx, options, {
    type: 'bitbucketServer',
    parts: ['project', 'repo'],
    async create(target, branch) {
      const { project, repo } = target.parts;
      const created = await createHostClient(target.access, ctx.signal)
        .request<{ slug: string }>('POST', `/projects/${encodeURIComponent(project)}/repos`, {
          name: repo,
          description: input.description,
          defaultBranch: branch,
          public: input.repoVisibility === 'public',
        })
        .catch((error: unknown) => {
          throw conflictIfTaken(error, `repository ${project}/${repo}`, target.host);
        });
      ctx.logger.info(`Created repository ${project}/${created.slug} on ${target.host}`);
      const base = target.access.integration.baseUrl;
      const [p, r] = [encodeURI(project), encodeURI(created.slug)];
      return {
        remoteUrl: `${base}/scm/${p}/${r}.git`,
        repoContentsUrl: `${base}/projects/${p}/repos/${r}/browse`,
      };
    },
  });
}
