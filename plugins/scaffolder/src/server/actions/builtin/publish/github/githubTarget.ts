import type { PublishActionOptions } from '../publishToHost';
import { publishTarget } from '../publishTarget';
import type { GithubTarget } from './githubRepository';

/** A step's GitHub repository: its host must be a GitHub integration with a token. */
export function githubTarget(
  options: PublishActionOptions,
  input: { repoUrl: string; token?: string },
): GithubTarget {
  return publishTarget({
    integrations: options.integrations,
    repoUrl: input.repoUrl,
    type: 'github',
    parts: ['owner', 'repo'],
    token: input.token,
  });
}
