import { discoveredLocation } from '@atrium/plugin-catalog/node';
import type { AzureDevOpsProviderConfig } from '../config/readAzureDevOpsConfigs';
import type { CodeSearch, CodeSearchResult } from './createCodeSearch';

/**
 * The catalog files code search finds for a provider instance, as Location entities the catalog
 * follows: one per file, read at the configured branch or each repository's default branch.
 */
export async function discoverCatalogFiles(
  search: CodeSearch,
  baseUrl: string,
  config: AzureDevOpsProviderConfig,
): Promise<unknown[]> {
  const results = await search({
    organization: config.organization,
    project: config.project,
    repository: config.repository,
    path: config.path,
    branch: config.branch,
  });
  // A file can be found twice (a result per indexed branch); it is one location.
  const targets = new Set(results.map(result => catalogFileUrl(baseUrl, config, result)));
  return [...targets].map(discoveredLocation);
}

/**
 * The browse URL of a found file, `{baseUrl}/{org}/{project}/_git/{repo}?path={path}` and
 * `&version=GB{branch}` for a configured branch: the form the Azure DevOps reader reads.
 */
export function catalogFileUrl(
  baseUrl: string,
  config: Pick<AzureDevOpsProviderConfig, 'organization' | 'branch'>,
  result: CodeSearchResult,
): string {
  const segments = [config.organization, result.project.name, '_git', result.repository.name];
  const repo = `${baseUrl.replace(/\/+$/, '')}/${segments.map(encodeURIComponent).join('/')}`;
  const version = config.branch ? `&version=GB${queryValue(config.branch)}` : '';
  return `${repo}?path=${queryValue(result.path)}${version}`;
}

/** Encoded for a query string, keeping `/` readable as Azure DevOps writes its own URLs. */
function queryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/g, '/');
}
