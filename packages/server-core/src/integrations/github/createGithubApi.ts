import type { RateLimitGate } from '../../reading/createRateLimitGate';
import { createHostApiClient, type HostApi } from '../createHostApiClient';
import type { ScmIntegration } from '../ScmIntegration';
import type { GithubCredentialsProvider } from './createGithubCredentials';
import { githubCredentialsFor } from './githubCredentialsFor';

/** GitHub's REST API; every call names the account it is about, for its app installation. */
export type GithubApi = HostApi;

/**
 * GitHub's REST API for one integration. A call is authorised for the account it is about (an
 * installation token of a GitHub App installed there, else the token); GitHub does not count
 * the 304s of conditional calls against its rate limit, so an unchanged organisation is free.
 */
export function createGithubApi(
  integration: ScmIntegration,
  options: {
    credentials?: GithubCredentialsProvider;
    gate?: RateLimitGate;
    timeoutMs?: number;
  } = {},
): GithubApi {
  const credentials = options.credentials ?? githubCredentialsFor(integration);
  return createHostApiClient({
    integration,
    apiBaseUrl: integration.apiBaseUrl ?? `${integration.baseUrl}/api/v3`,
    accept: 'application/vnd.github+json',
    async authorize(owner): Promise<Record<string, string>> {
      const found = owner ? await credentials.forOwner(owner) : undefined;
      return found ? { authorization: found.authorization } : {};
    },
    gate: options.gate,
    timeoutMs: options.timeoutMs,
  });
}
