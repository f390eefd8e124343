import type { ActionContext } from '../../../createTemplateAction';
import type { OptionalInputs } from '../optionalInputs';
import { publishToHost, type PublishActionOptions } from '../publishToHost';
import type { GitPushInput } from '../pushWorkspace';
import { createGithubRepository, githubUrls, type githubCreateInputs } from './githubRepository';
import { protectGithubBranch, type githubProtectionInputs } from './protectGithubBranch';

type Shape = typeof githubCreateInputs & typeof githubProtectionInputs;
type GithubInput = OptionalInputs<Shape> & GitPushInput & { repoUrl: string };

/**
 * `publish:github` (creating the repository first) and `github:repo:push` (to one that exists):
 * push, then protect the branch.
 */
export function publishToGithub(
  ctx: ActionContext<GithubInput>,
  options: PublishActionOptions,
  { createRepository }: { createRepository: boolean },
): Promise<void> {
  const { input, logger, signal } = ctx;
  return publishToHost(ctx, options, {
    type: 'github',
    parts: ['owner', 'repo'],
    async create(target, branch) {
      if (createRepository) await createGithubRepository(target, input, logger, signal);
      return {
        ...githubUrls(target, branch),
        afterPush: () => protectGithubBranch(target, branch, input, logger, signal),
      };
    },
  });
}
