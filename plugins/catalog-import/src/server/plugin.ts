import {
  definePlugin,
  optionalService,
  permissionsServiceRef,
  readScmIntegrations,
} from '@atrium/server-core';
import { CATALOG_IMPORT_PLUGIN_ID } from '../shared';
import { readPullRequestSettings } from './config/readPullRequestSettings';
import { registerCatalogImportRoutes } from './router';
import { createPullRequestService } from './service/createPullRequestService';

/** How long one call to a code host may take before the step fails. */
const HOST_CALL_TIMEOUT_MS = 20_000;

/** Catalog import: pull requests adding a catalog file to a GitHub or Azure DevOps repository. */
export const catalogImportPlugin = definePlugin({
  id: CATALOG_IMPORT_PLUGIN_ID,
  deps: { permissions: optionalService(permissionsServiceRef) },
  setup({ config, router, deps }) {
    const pullRequests = createPullRequestService(readScmIntegrations(config), {
      ...readPullRequestSettings(config),
      timeoutMs: HOST_CALL_TIMEOUT_MS,
    });
    registerCatalogImportRoutes(router, { pullRequests, permissions: () => deps.permissions });
  },
});
