import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Entity } from '@atrium/model';
import type {
  DryRunRequest,
  DryRunResponse,
  JsonObject,
  LogEventBody,
  TaskSpec,
} from '../../shared';
import type { TaskRunner } from '../engine/TaskRunner';
import { createWorkspace } from './createWorkspace';
import { dryRunFailure } from './dryRunFailure';
import { redactSecrets } from './redactSecrets';
import { asTemplate, parameterSteps, taskSteps } from './templateEntity';
import { validateValues } from './validateValues';
import { readWorkspaceFiles, safeRelativePath, writeWorkspaceFiles } from './workspaceFiles';

export interface DryRunOptions {
  runner: TaskRunner;
  request: DryRunRequest;
  user: NonNullable<TaskSpec['user']>;
  workingDirectory: string | undefined;
  /** Aborted when the caller goes away. */
  signal: AbortSignal;
}

const DRY_RUN_REF = 'template:default/dry-run';

/**
 * `POST /v2/dry-run`: runs a template the caller sends on the files it sends, in a workspace of
 * its own that is removed afterwards; nothing is stored. Steps whose actions cannot dry-run are
 * skipped by the runner. A run that fails rejects, as Backstage answers it: a template that
 * cannot be rendered with its own status (400), a failing step as a DryRunStepFailure (500).
 */
export async function dryRun(options: DryRunOptions): Promise<DryRunResponse> {
  const { request, runner } = options;
  const template = asTemplate(request.template as unknown as Entity);
  validateValues(parameterSteps(template), request.values as JsonObject);
  const steps = taskSteps(template);
  const secrets = request.secrets ?? {};
  // Every path is checked before anything is written.
  request.directoryContents.forEach(file => safeRelativePath(file.path));
  const root = await createWorkspace(options.workingDirectory, 'dry-run');
  try {
    const contents = path.join(root.path, 'template');
    const workspacePath = path.join(root.path, 'workspace');
    await mkdir(contents, { recursive: true });
    await mkdir(workspacePath, { recursive: true });
    await writeWorkspaceFiles(contents, request.directoryContents);
    const log: DryRunResponse['log'] = [];
    const spec: TaskSpec = {
      apiVersion: 'scaffolder.backstage.io/v1beta3',
      parameters: request.values as JsonObject,
      steps,
      output: (template.spec.output ?? {}) as TaskSpec['output'],
      templateInfo: {
        entityRef: DRY_RUN_REF,
        baseUrl: pathToFileURL(path.join(contents, 'template.yaml')).href,
        entity: { metadata: template.metadata as unknown as JsonObject },
      },
      user: options.user,
    };
    const result = await runner({
      taskId: `dry-run-${path.basename(root.path)}`,
      spec,
      secrets,
      workspacePath,
      isDryRun: true,
      signal: options.signal,
      async emit(body: LogEventBody) {
        log.push({ body: { ...body, message: redactSecrets(body.message, secrets) } });
      },
    }).catch((error: unknown) => {
      throw dryRunFailure(error, secrets);
    });
    return {
      log,
      directoryContents: await readWorkspaceFiles(workspacePath),
      output: result.output,
      steps,
    };
  } finally {
    await root.remove();
  }
}
