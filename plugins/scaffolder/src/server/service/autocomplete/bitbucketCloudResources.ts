import type { HostClient } from '../../scm/createHostClient';
import { contextValue, type ResourceLookup } from './resourceLookup';

const MAX_PAGES = 10;

/** Bitbucket Cloud's paged lists: `{ values, next? }`, `next` a full URL below the API. */
async function valuesOf<T>(client: HostClient, path: string): Promise<T[]> {
  const all: T[] = [];
  let next: string | undefined = `${path}${path.includes('?') ? '&' : '?'}pagelen=100`;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const body: { values: T[]; next?: string } = await client.request('GET', next);
    all.push(...body.values);
    next = body.next && belowApi(body.next, path);
  }
  return all;
}

/** The path of a `next` link, which names the API root it came from. */
function belowApi(next: string, firstPath: string): string | undefined {
  const url = new URL(next);
  const start = url.pathname.indexOf(firstPath.split('?')[0]!);
  return start === -1 ? undefined : `${url.pathname.slice(start)}${url.search}`;
}

export const bitbucketCloudResources: Readonly<Record<string, ResourceLookup>> = {
  async workspaces(client) {
    const workspaces = await valuesOf<{ slug: string; name: string }>(client, '/workspaces');
    return workspaces.map(workspace => ({ id: workspace.slug, title: workspace.name }));
  },
  async projects(client, context) {
    const workspace = contextValue(context, 'workspace');
    const projects = await valuesOf<{ key: string; name: string }>(
      client,
      `/workspaces/${workspace}/projects`,
    );
    return projects.map(project => ({ id: project.key, title: project.name }));
  },
  async repositories(client, context) {
    const workspace = contextValue(context, 'workspace');
    const project = context.project;
    const query = project
      ? `?q=${encodeURIComponent(`project.key="${project.replace(/"/g, '')}"`)}`
      : '';
    const repos = await valuesOf<{ slug: string; name: string }>(
      client,
      `/repositories/${workspace}${query}`,
    );
    return repos.map(repo => ({ id: repo.slug, title: repo.name }));
  },
  async branches(client, context) {
    const workspace = contextValue(context, 'workspace');
    const repository = contextValue(context, 'repository');
    const branches = await valuesOf<{ name: string }>(
      client,
      `/repositories/${workspace}/${repository}/refs/branches`,
    );
    return branches.map(branch => ({ id: branch.name, title: branch.name }));
  },
};
