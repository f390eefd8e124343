import {
  getScmCredentials,
  hasScmAuthProvider,
  type ApiClient,
  type OAuthClient,
} from '@atrium/web-core';
import type { PullRequestInput, PullRequestResult } from '../../shared/contract';
import { addLocation, createPullRequest, type ScmIntegration } from './catalogImportApi';

export interface OpenedPullRequest extends PullRequestResult {
  /** Why the future file could not be registered; the pull request is open regardless. */
  registrationError?: Error;
}

export interface OpenPullRequestOptions {
  api: ApiClient;
  authProviders: ReadonlyMap<string, OAuthClient>;
  integration: ScmIntegration;
}

/**
 * Opens the pull request as the signed-in person when they can sign in to the host (otherwise
 * the server uses the integration's credentials), then registers where the file will be as an
 * optional location, so its entities arrive once the pull request is merged.
 */
export async function openPullRequest(
  input: PullRequestInput,
  { api, authProviders, integration }: OpenPullRequestOptions,
): Promise<OpenedPullRequest> {
  const token = hasScmAuthProvider(authProviders, integration.type)
    ? (
        await getScmCredentials(authProviders, {
          url: input.repositoryUrl,
          hostType: integration.type,
          repoWrite: true,
        })
      ).token
    : undefined;
  const result = await createPullRequest(api, input, token);
  try {
    await addLocation(api, { type: 'url', target: result.location, presence: 'optional' });
    return result;
  } catch (error) {
    return {
      ...result,
      registrationError: error instanceof Error ? error : new Error(String(error)),
    };
  }
}
