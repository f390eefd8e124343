import type { RepositoryUrl } from './parseRepositoryUrl';

/**
 * The browse URL of a file at the repository's root folder (or below it) on a branch: what a
 * person opens, what the URL reader reads through the integration, and what a location targets.
 */
export function repositoryFileUrl(repository: RepositoryUrl, branch: string, path: string): string {
  const segments = path.split('/').filter(Boolean).map(encodeURIComponent);
  if (repository.type === 'github') {
    const { baseUrl } = repository.integration;
    const repo = `${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.repo)}`;
    // A branch may hold slashes; GitHub's blob URLs keep them as path separators.
    const ref = branch.split('/').map(encodeURIComponent).join('/');
    return `${baseUrl.replace(/\/+$/, '')}/${repo}/blob/${ref}/${segments.join('/')}`;
  }
  const repo = encodeURIComponent(repository.repo);
  const version = encodeURIComponent(`GB${branch}`);
  return `${repository.projectUrl}/_git/${repo}?path=/${segments.join('/')}&version=${version}`;
}
