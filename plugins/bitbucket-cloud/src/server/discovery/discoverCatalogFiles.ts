import { discoveredLocation } from '@atrium/plugin-catalog/node';
import type { BitbucketCloudProviderConfig } from '../config/readBitbucketCloudConfigs';
import { REPO_URL_ANNOTATION } from '../constants';
import type { BitbucketCloudApi } from './createBitbucketCloudApi';
import { readPagedValues } from './readPagedValues';
import { repositoryFileUrl } from './repositoryFileUrl';

/** The fields of a code search hit discovery reads. */
interface SearchHit {
  file?: {
    path?: string;
    commit?: {
      repository?: {
        full_name?: string;
        slug?: string;
        project?: { key?: string };
        mainbranch?: { name?: string };
      };
    };
  };
}

/**
 * What a search hit's repository must carry: Bitbucket leaves these out unless asked, and the
 * content matches and links are left out as nothing here reads them.
 */
const FIELDS = [
  '-values.content_matches',
  '-values.*.links',
  '-values.*.*.links',
  '+values.file.commit.repository.slug',
  '+values.file.commit.repository.project.key',
  '+values.file.commit.repository.mainbranch.name',
].join(',');

type DiscoveredLocation = ReturnType<typeof discoveredLocation> & {
  metadata: { annotations: Record<string, string> };
};

/** The branch of a repository that names no main branch (an empty one), as in Backstage. */
const FALLBACK_BRANCH = 'master';

/**
 * The catalog files of a workspace's repositories, as Location entities the catalog follows: one
 * listing of the workspace's projects, then one code search per project the `projectKey` filter
 * keeps. The search matches more than the file (the name elsewhere, in content): only hits whose
 * path is `catalogPath` are kept, read at the repository's main branch.
 */
export async function discoverCatalogFiles(
  api: BitbucketCloudApi,
  config: BitbucketCloudProviderConfig,
): Promise<unknown[]> {
  const workspace = encodeURIComponent(config.workspace);
  const projects = await readPagedValues<{ key?: string }>(
    api,
    `/workspaces/${workspace}/projects?pagelen=100`,
  );
  const keys = projects
    .map(project => project.key)
    .filter((key): key is string => typeof key === 'string' && /^\w+$/.test(key))
    .filter(key => !config.projectKey || config.projectKey.test(key));
  const fileName = config.catalogPath.split('/').pop()!;
  // By target: a repository answered twice (a page shifting under a concurrent push) is one file.
  const entities = new Map<string, unknown>();
  for (const key of keys) {
    const query = new URLSearchParams({
      search_query: `"${fileName}" path:/${config.catalogPath} project:${key}`,
      fields: FIELDS,
      pagelen: '100',
    });
    const hits = await readPagedValues<SearchHit>(
      api,
      `/workspaces/${workspace}/search/code?${query}`,
    );
    for (const hit of hits) {
      const entity = locationOf(api, config, key, hit);
      if (entity) entities.set(entity.spec.target, entity);
    }
  }
  return [...entities.values()];
}

function locationOf(
  api: BitbucketCloudApi,
  config: BitbucketCloudProviderConfig,
  projectKey: string,
  hit: SearchHit,
): DiscoveredLocation | undefined {
  const repository = hit.file?.commit?.repository;
  const slug = repository?.slug ?? repository?.full_name?.split('/')[1];
  if (hit.file?.path !== config.catalogPath || !slug) return undefined;
  if ((repository?.project?.key ?? projectKey) !== projectKey) return undefined;
  if (config.repoSlug && !config.repoSlug.test(slug)) return undefined;
  const branch = repository?.mainbranch?.name || FALLBACK_BRANCH;
  const { baseUrl } = api.integration;
  const target = repositoryFileUrl(
    baseUrl,
    { workspace: config.workspace, slug, branch },
    config.catalogPath,
  );
  const location = discoveredLocation(target);
  const repoUrl = `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.workspace)}/${encodeURIComponent(slug)}`;
  return {
    ...location,
    metadata: { ...location.metadata, annotations: { [REPO_URL_ANNOTATION]: repoUrl } },
  };
}
