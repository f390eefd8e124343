import { InputError } from '@atrium/model';
import type { ScmIntegration } from '@atrium/server-core';

/** Owner and repository names as GitHub allows them. */
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * The owner and repository of `https://<host>/<owner>/<repo>` (a `.git` suffix and any path
 * after the repository, such as `/tree/main`, are allowed), under the integration's `baseUrl`.
 */
export function parseGithubRepositoryUrl(
  integration: ScmIntegration,
  repositoryUrl: string,
): { owner: string; repo: string } {
  const url = new URL(repositoryUrl);
  const base = new URL(integration.baseUrl);
  const baseSegments = base.pathname.split('/').filter(Boolean);
  const segments = url.pathname.split('/').filter(Boolean);
  const below = baseSegments.every((segment, index) => segments[index] === segment);
  const [owner, rawRepo] = below ? segments.slice(baseSegments.length) : [];
  const repo = rawRepo?.replace(/\.git$/, '');
  const valid = (name: string | undefined): name is string =>
    name !== undefined && NAME.test(name) && name !== '.' && name !== '..';
  if (url.username || url.password || !valid(owner) || !valid(repo)) {
    throw new InputError(
      `Invalid repository URL: expected ${integration.baseUrl.replace(/\/+$/, '')}/{owner}/{repo}`,
    );
  }
  return { owner, repo };
}
