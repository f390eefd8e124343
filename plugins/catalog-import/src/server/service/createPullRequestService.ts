import { InputError } from '@atrium/model';
import type { ScmIntegrations } from '@atrium/server-core';
import type { PullRequestInput, PullRequestResult } from '../../shared';
import { openAzurePullRequest } from './openAzurePullRequest';
import { openGithubPullRequest } from './openGithubPullRequest';
import type { PullRequestSettings } from './PullRequestSettings';

export interface OpenPullRequestOptions {
  /** The person's own token for the host; the integration's credentials are used without it. */
  userToken?: string;
}

export interface PullRequestService {
  /** Proposes the catalog file to the repository's default branch through a pull request. */
  open(input: PullRequestInput, options?: OpenPullRequestOptions): Promise<PullRequestResult>;
}

/** Pull requests on the hosts of the `integrations` config: GitHub and Azure DevOps. */
export function createPullRequestService(
  integrations: ScmIntegrations,
  settings: PullRequestSettings,
): PullRequestService {
  return {
    async open(input, { userToken } = {}) {
      const host = new URL(input.repositoryUrl).host;
      const integration = integrations.integrationForUrl(input.repositoryUrl);
      if (!integration) {
        throw new InputError(
          `No integration is configured for ${host}; add it to integrations.github or integrations.azure`,
        );
      }
      switch (integration.type) {
        case 'github':
          return openGithubPullRequest(integration, input, settings, userToken);
        case 'azure':
          return openAzurePullRequest(integration, input, settings, userToken);
        default:
          throw new InputError('Pull requests can be opened on GitHub and Azure DevOps only');
      }
    },
  };
}
