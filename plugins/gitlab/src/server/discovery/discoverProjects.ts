import { NotFoundError } from '@atrium/model';
import { discoveredLocation } from '@atrium/plugin-catalog/node';
import { mapWithConcurrency, type GitlabApi } from '@atrium/server-core';
import type { GitlabProviderConfig } from '../config/readGitlabConfigs';
import { branchOf, matchesProject, type GitlabProject } from './matchesProject';

interface TreeEntry {
  path: string;
  type: string;
}

/** Projects checked at once: each check is one request, most of them 304s. */
const CONCURRENCY = 8;

/**
 * The catalog files of a group's projects (every project the token sees without a group), as
 * Location entities the catalog follows: one listing of the projects, then per project one
 * conditional request for the directory holding the file, which answers 304 while nothing changed.
 */
export async function discoverProjects(
  api: GitlabApi,
  config: GitlabProviderConfig,
): Promise<unknown[]> {
  const query = new URLSearchParams();
  if (!config.includeArchivedRepos) query.set('archived', 'false');
  if (config.membership) query.set('membership', 'true');
  if (config.group) query.set('include_subgroups', 'true');
  const search = String(query) && `?${query}`;
  const listing = config.group
    ? `/groups/${encodeURIComponent(config.group)}/projects${search}`
    : `/projects${search}`;
  const { body: projects } = await api.list<GitlabProject>(listing);
  const wanted = projects.filter(project => matchesProject(project, config));
  const found = await mapWithConcurrency(wanted, CONCURRENCY, project =>
    hasCatalogFile(api, project, config),
  );
  const baseUrl = api.integration.baseUrl.replace(/\/+$/, '');
  return wanted
    .filter((_, index) => found[index])
    .map(project =>
      discoveredLocation(
        `${baseUrl}/${project.path_with_namespace}/-/blob/${branchOf(project, config)}/${config.entityFilename}`,
      ),
    );
}

/**
 * Whether the project holds the catalog file at the branch, from the listing of its directory:
 * unlike asking for the file, a tree answers with an ETag whether the file is there or not, so an
 * unchanged project costs a bodiless 304 either way.
 */
async function hasCatalogFile(
  api: GitlabApi,
  project: GitlabProject,
  config: GitlabProviderConfig,
): Promise<boolean> {
  const directory = config.entityFilename.split('/').slice(0, -1).join('/');
  const query = new URLSearchParams({ ref: branchOf(project, config), path: directory });
  try {
    const { body } = await api.list<TreeEntry>(`/projects/${project.id}/repository/tree?${query}`);
    return body.some(entry => entry.type === 'blob' && entry.path === config.entityFilename);
  } catch (error) {
    // No such branch or directory, or an empty repository: nothing for the catalog.
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}
