import type { Config } from '@atrium/server-core';
import type { PullRequestSettings } from '../service/PullRequestSettings';

/** Backstage's defaults for `catalog.import`. */
export const DEFAULT_ENTITY_FILENAME = 'catalog-info.yaml';
export const DEFAULT_BRANCH_NAME = 'backstage-integration';

/**
 * The `catalog.import` values every pull request uses. The catalog plugin owns these keys and
 * refuses a bad value at start, before any plugin is set up, so they are read here as they are.
 */
export function readPullRequestSettings(
  config: Config,
): Pick<PullRequestSettings, 'entityFilename' | 'branchName'> {
  return {
    entityFilename:
      config.getOptionalString('catalog.import.entityFilename') ?? DEFAULT_ENTITY_FILENAME,
    branchName:
      config.getOptionalString('catalog.import.pullRequestBranchName') ?? DEFAULT_BRANCH_NAME,
  };
}
