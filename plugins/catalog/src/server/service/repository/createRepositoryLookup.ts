import { NotFoundError } from '@atrium/model';
import {
  azureDevOpsHeaders,
  createGithubApi,
  createHostApiClient,
  type GithubApi,
  type ScmIntegration,
} from '@atrium/server-core';
import type { RepositoryUrl } from './parseRepositoryUrl';

/** What the repository's host says of it. */
export interface RepositoryFacts {
  /** The repository as the host names it: its own letter case, as its webhooks send it. */
  repository: RepositoryUrl;
  /** Undefined for an empty repository. */
  defaultBranch?: string;
}

/** Asks the repository's host about it, with its integration's credentials. */
export type RepositoryLookup = (repository: RepositoryUrl) => Promise<RepositoryFacts>;

const AZURE_API_VERSION = '6.0';

/**
 * Looks repositories up through each host's REST API with its integration's credentials:
 * GitHub's `GET /repos/{owner}/{repo}` (`full_name`, `default_branch`), Azure DevOps'
 * `GET {project}/_apis/git/repositories/{repo}` (`name`, `defaultBranch`, a `refs/heads/…` ref).
 * A refused credential is a NotAllowedError naming the integration, an unreachable host a
 * ServiceUnavailableError (see createHostApiClient).
 */
export function createRepositoryLookup(): RepositoryLookup {
  // One client per GitHub integration: its app tokens and rate-limit view are shared.
  const githubApis = new Map<ScmIntegration, GithubApi>();

  async function fromGithub(
    repository: Extract<RepositoryUrl, { type: 'github' }>,
  ): Promise<RepositoryFacts> {
    let api = githubApis.get(repository.integration);
    if (!api) {
      api = createGithubApi(repository.integration);
      githubApis.set(repository.integration, api);
    }
    const path = `/repos/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.repo)}`;
    const { body } = await api.get<{ full_name?: unknown; default_branch?: unknown }>(path, {
      owner: repository.owner,
    });
    const [owner, repo] = typeof body.full_name === 'string' ? body.full_name.split('/') : [];
    return {
      repository: owner && repo ? { ...repository, owner, repo } : repository,
      ...(typeof body.default_branch === 'string' ? { defaultBranch: body.default_branch } : {}),
    };
  }

  async function fromAzure(
    repository: Extract<RepositoryUrl, { type: 'azure' }>,
  ): Promise<RepositoryFacts> {
    const { integration, projectUrl } = repository;
    const api = createHostApiClient({
      integration,
      apiBaseUrl: projectUrl,
      accept: 'application/json',
      authorize: () => azureDevOpsHeaders(integration, projectUrl),
    });
    const path = `/_apis/git/repositories/${encodeURIComponent(repository.repo)}?api-version=${AZURE_API_VERSION}`;
    const { body } = await api.get<{ name?: unknown; defaultBranch?: unknown }>(path);
    // An empty repository has no default branch yet.
    const defaultBranch =
      typeof body.defaultBranch === 'string'
        ? body.defaultBranch.replace(/^refs\/heads\//, '')
        : '';
    return {
      repository:
        typeof body.name === 'string' && body.name
          ? { ...repository, repo: body.name }
          : repository,
      ...(defaultBranch ? { defaultBranch } : {}),
    };
  }

  return async repository => {
    try {
      return repository.type === 'github'
        ? await fromGithub(repository)
        : await fromAzure(repository);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      // Hosts answer 404 for a private repository the credentials cannot see, too.
      throw new NotFoundError(
        `Repository ${describeRepository(repository)} was not found on ${repository.integration.host}, or the credentials of integrations.${repository.integration.type} for it cannot see it`,
      );
    }
  };
}

function describeRepository(repository: RepositoryUrl): string {
  return repository.type === 'github'
    ? `${repository.owner}/${repository.repo}`
    : `${repository.organization}/${repository.project}/${repository.repo}`;
}
