import type { ScmIntegration } from '../ScmIntegration';
import { createGithubCredentials, type GithubCredentialsProvider } from './createGithubCredentials';

const providers = new WeakMap<ScmIntegration, GithubCredentialsProvider>();

/**
 * The credentials provider of a GitHub integration, one per integration read from config, so
 * every reader of its repositories (files, trees, discovery) shares its cached app tokens.
 */
export function githubCredentialsFor(integration: ScmIntegration): GithubCredentialsProvider {
  let provider = providers.get(integration);
  if (!provider) {
    provider = createGithubCredentials(integration);
    providers.set(integration, provider);
  }
  return provider;
}
