import {
  definePlugin,
  optionalService,
  permissionsServiceRef,
  readScmIntegrations,
} from '@atrium/server-core';
import { CATALOG_IMPORT_PLUGIN_ID } from '../shared';
import {
  catalogImportConfig,
  DEFAULT_BRANCH_NAME,
  DEFAULT_ENTITY_FILENAME,
} from './config/catalogImportConfig';
import { registerCatalogImportRoutes } from './router';
import { createPullRequestService } from './service/createPullRequestService';

/** How long one call to a code host may take before the step fails. */
const HOST_CALL_TIMEOUT_MS = 20_000;

/** Catalog import: pull requests adding a catalog file to a GitHub or Azure DevOps repository. */
export const catalogImportPlugin = definePlugin({
  id: CATALOG_IMPORT_PLUGIN_ID,
  config: catalogImportConfig,
  deps: { permissions: optionalService(permissionsServiceRef) },
  setup({ config, pluginConfig, router, deps }) {
    const settings = pluginConfig.catalog?.import;
    const pullRequests = createPullRequestService(readScmIntegrations(config), {
      entityFilename: settings?.entityFilename ?? DEFAULT_ENTITY_FILENAME,
      branchName: settings?.pullRequestBranchName ?? DEFAULT_BRANCH_NAME,
      timeoutMs: HOST_CALL_TIMEOUT_MS,
    });
    registerCatalogImportRoutes(router, { pullRequests, permissions: () => deps.permissions });
  },
});
