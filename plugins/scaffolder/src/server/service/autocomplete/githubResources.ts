import type { HostClient } from '../../scm/createHostClient';
import { contextValue, type ResourceLookup } from './resourceLookup';

// Enough for any picker; a longer list is cut rather than fetched for seconds.
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/** GitHub's page-numbered lists (`?per_page=&page=`), read until a short page. */
export async function pagesOf<T>(client: HostClient, path: string): Promise<T[]> {
  const all: T[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; page <= MAX_PAGES; page++) {
    const items = await client.request<T[]>(
      'GET',
      `${path}${separator}per_page=${PAGE_SIZE}&page=${page}`,
    );
    all.push(...items);
    if (items.length < PAGE_SIZE) break;
  }
  return all;
}

export const githubResources: Readonly<Record<string, ResourceLookup>> = {
  async repositoriesWithOwner(client) {
    const repos = await pagesOf<{ full_name: string; name: string; owner: { login: string } }>(
      client,
      '/user/repos',
    );
    return repos.map(repo => ({
      id: repo.full_name,
      title: repo.name,
      context: { owner: repo.owner.login },
    }));
  },
  async branches(client, context) {
    const owner = contextValue(context, 'owner');
    const repository = contextValue(context, 'repository');
    const branches = await pagesOf<{ name: string }>(
      client,
      `/repos/${owner}/${repository}/branches`,
    );
    return branches.map(branch => ({ id: branch.name, title: branch.name }));
  },
};
