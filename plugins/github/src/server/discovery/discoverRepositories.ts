import { NotFoundError } from '@atrium/model';
import { discoveredLocation } from '@atrium/plugin-catalog/node';
import { mapWithConcurrency, type GithubApi } from '@atrium/server-core';
import { globToRegExp, isGlob } from './globToRegExp';
import { matchesFilters, type GithubRepository } from './matchesFilters';
import type { GithubDiscoveryConfig } from './readDiscoveryConfigs';

interface TreeEntry {
  path: string;
  type: string;
}

/** Repositories checked at once: each check is one request, most of them free 304s. */
const CONCURRENCY = 8;

/**
 * The catalog files of an organisation's repositories, as Location entities the catalog follows:
 * one listing of the repositories, then per repository one conditional request for its tree,
 * which answers 304 while nothing changed.
 */
export async function discoverRepositories(
  api: GithubApi,
  discovery: GithubDiscoveryConfig,
): Promise<unknown[]> {
  const owner = discovery.organization;
  const { body: repositories } = await api.list<GithubRepository>(
    `/orgs/${encodeURIComponent(owner)}/repos?type=all`,
    { owner },
  );
  const wanted = repositories.filter(repository => matchesFilters(repository, discovery.filters));
  const found = await mapWithConcurrency(wanted, CONCURRENCY, repository =>
    catalogFilesOf(api, repository, discovery),
  );
  const baseUrl = api.integration.baseUrl;
  return wanted.flatMap((repository, index) => {
    const branch = discovery.filters.branch ?? repository.default_branch;
    return (found[index] ?? []).map(path =>
      discoveredLocation(`${baseUrl}/${repository.full_name}/blob/${branch}/${path}`),
    );
  });
}

/**
 * The paths of the repository's catalog files (none when it has none at that branch), from its
 * tree: unlike asking for the file, a tree answers with an ETag whether the file is there or not,
 * so an unchanged repository costs a free 304 either way. A file at the root needs the top level
 * only; a nested path or a glob, the whole tree.
 */
async function catalogFilesOf(
  api: GithubApi,
  repository: GithubRepository,
  discovery: GithubDiscoveryConfig,
): Promise<string[]> {
  const [owner, name] = repository.full_name.split('/') as [string, string];
  const repo = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
  const ref = encodeURIComponent(discovery.filters.branch ?? repository.default_branch);
  const pattern = discovery.catalogPath.replace(/^\/+/, '');
  const matches = isGlob(pattern) ? globToRegExp(pattern) : undefined;
  const recursive = matches !== undefined || pattern.includes('/');
  try {
    const { body } = await api.get<{ tree: TreeEntry[] }>(
      `${repo}/git/trees/${ref}${recursive ? '?recursive=1' : ''}`,
      { owner },
    );
    return body.tree
      .filter(entry => entry.type === 'blob')
      .map(entry => entry.path)
      .filter(path => (matches ? matches.test(path) : path === pattern))
      .sort();
  } catch (error) {
    // No such branch, or an empty repository: nothing for the catalog.
    if (error instanceof NotFoundError) return [];
    throw error;
  }
}
