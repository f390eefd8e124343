import { ConflictError } from '@atrium/model';
import type { ScmIntegrationType, ScmIntegrations } from '@atrium/server-core';
import { z } from 'zod';
import { hostErrorDetails } from '../../../scm/createHostClient';
import type { ActionContext } from '../../createTemplateAction';
import { publishTarget, type PublishTarget } from './publishTarget';
import {
  branchOf,
  pushWorkspace,
  sourceDirectoryOf,
  type GitDefaults,
  type GitPushInput,
} from './pushWorkspace';

export interface PublishActionOptions extends GitDefaults {
  integrations: ScmIntegrations;
}

/** The `token` input every host-specific action has. */
export const tokenInput = z
  .string()
  .describe("A token to act with instead of the integration's (e.g. the user's own)")
  .optional();

/** What a host's API made: where to push, where to browse, and outputs of that host's own. */
export interface CreatedRepository {
  remoteUrl: string;
  repoContentsUrl: string;
  outputs?: Record<string, unknown>;
  /** Runs once the push succeeded (GitHub's branch protection needs the branch). */
  afterPush?(): Promise<void>;
  /** The repository was there already and stays as it is: nothing is pushed (`skipExisting`). */
  existing?: boolean;
}

export interface PublishToHostSpec<Part extends string> {
  type: ScmIntegrationType;
  /** The parts of repoUrl the host needs. */
  parts: readonly Part[];
  /** repoUrl as the host type reads it, when it differs from the input. */
  repoUrl?: string;
  create(target: PublishTarget<Part>, branch: string): Promise<CreatedRepository>;
}

/**
 * The course of every host-specific publishing step: check the branch and the source, find the
 * host's integration and token, create the repository through the host's API, push, set the
 * outputs. Nothing is created when the step's input is wrong.
 */
export async function publishToHost<Part extends string>(
  ctx: ActionContext<GitPushInput & { repoUrl: string; token?: string }>,
  options: PublishActionOptions,
  spec: PublishToHostSpec<Part>,
): Promise<void> {
  const branch = branchOf(ctx.input);
  const source = await sourceDirectoryOf(ctx);
  const target = publishTarget({
    integrations: options.integrations,
    repoUrl: spec.repoUrl ?? ctx.input.repoUrl,
    type: spec.type,
    parts: spec.parts,
    token: ctx.input.token,
  });
  const created = await spec.create(target, branch);
  const setOutputs = () => {
    ctx.output('remoteUrl', created.remoteUrl);
    ctx.output('repoContentsUrl', created.repoContentsUrl);
    for (const [name, value] of Object.entries(created.outputs ?? {})) ctx.output(name, value);
  };
  if (created.existing) return setOutputs();
  const commitHash = await pushWorkspace(ctx, {
    source,
    remoteUrl: created.remoteUrl,
    branch,
    credentials: target.access.credentials,
    defaults: options,
  });
  await created.afterPush?.();
  setOutputs();
  ctx.output('commitHash', commitHash);
}

/**
 * Hosts say a name is taken each in their own words and status (GitHub 422, GitLab 400,
 * Bitbucket 400/409, Azure DevOps 409); a step says it one way.
 */
export function conflictIfTaken(error: unknown, what: string, host: string): unknown {
  const said = hostErrorDetails(error)?.hostMessage ?? '';
  if (/already exists|already been taken|already taken/i.test(said)) {
    return new ConflictError(`The ${what} already exists on ${host}`);
  }
  return error;
}
