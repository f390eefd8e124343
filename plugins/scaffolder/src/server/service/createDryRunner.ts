import type { Principal } from '@atrium/server-core';
import type { CatalogEntities } from '@atrium/plugin-catalog/node';
import type { DryRunRequest, DryRunResponse } from '../../shared';
import type { TaskRunner } from '../engine/TaskRunner';
import { dryRun } from './dryRun';
import { taskUser } from './taskUser';

/** `POST /v2/dry-run` for a caller: the runner, the caller's user entity, a workspace root. */
export function createDryRunner(options: {
  runner: TaskRunner;
  catalog: () => CatalogEntities | undefined;
  workingDirectory: string | undefined;
}) {
  return async (
    request: DryRunRequest,
    principal: Principal,
    signal: AbortSignal,
  ): Promise<DryRunResponse> =>
    dryRun({
      runner: options.runner,
      request,
      user: await taskUser(options.catalog, principal),
      workingDirectory: options.workingDirectory,
      signal,
    });
}
