import { catalogPermissions } from '@atrium/model';
import {
  parseWith,
  principalOf,
  requirePermissions,
  type PermissionsService,
  type PluginContext,
} from '@atrium/server-core';
import { pullRequestInputSchema, type PullRequestResult } from '../shared';
import { scmTokenOf } from './request/scmTokenOf';
import type { PullRequestService } from './service/createPullRequestService';

export interface CatalogImportRouterOptions {
  pullRequests: PullRequestService;
  permissions: () => PermissionsService | undefined;
}

/** Opening the pull request that adds a catalog file; the file's location is registered after. */
export function registerCatalogImportRoutes(
  router: PluginContext['router'],
  options: CatalogImportRouterOptions,
) {
  router.post('/pull-requests', async (request, reply) => {
    await requirePermissions(options.permissions(), principalOf(request), [
      catalogPermissions.locationCreate,
    ]);
    const input = parseWith(pullRequestInputSchema, request.body, 'request body');
    const result: PullRequestResult = await options.pullRequests.open(input, {
      userToken: scmTokenOf(request),
    });
    return reply.status(201).send(result);
  });
}
