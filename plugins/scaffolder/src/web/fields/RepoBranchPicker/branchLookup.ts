import { parseRepoUrl, repoHostType } from '../RepoUrlPicker/repoUrl';
import type { ScmIntegration } from '../../api/templatesApi';

/** Spec 001 §9: branch lookups wait 500 ms after the last change. */
export const BRANCH_LOOKUP_DEBOUNCE_MS = 500;

export interface BranchLookup {
  provider: string;
  context: Record<string, string>;
}

/**
 * The autocomplete call for the branches of a repository (spec 001 §5): only GitHub and
 * Bitbucket Cloud hosts, and only once host, owner or workspace and repository are known.
 */
export function branchLookupFor(
  repoUrl: unknown,
  integrations: readonly ScmIntegration[],
): BranchLookup | undefined {
  const state = parseRepoUrl(repoUrl);
  if (!state.host || !state.repoName) return undefined;
  const type = repoHostType(state.host, integrations);
  if (type === 'github' && state.owner) {
    return {
      provider: 'github',
      context: { host: state.host, owner: state.owner, repository: state.repoName },
    };
  }
  if (type === 'bitbucketCloud' && state.workspace) {
    return {
      provider: 'bitbucketCloud',
      context: { workspace: state.workspace, repository: state.repoName },
    };
  }
  return undefined;
}
