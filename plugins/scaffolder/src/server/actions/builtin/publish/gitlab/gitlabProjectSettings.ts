import { ConflictError, InputError, NotFoundError } from '@atrium/model';
import { z } from 'zod';
import type { TaskLogger } from '../../../createTemplateAction';
import type { HostClient } from '../../../../scm/createHostClient';
import type { OptionalInputs } from '../optionalInputs';

/** What `publish:gitlab` sets up in a new project besides its first push. */
export const gitlabProjectInputs = {
  branches: z
    .array(
      z.object({
        name: z.string().min(1),
        protect: z.boolean().describe('Protect the branch').optional(),
        create: z.boolean().describe('Create the branch').optional(),
        ref: z
          .string()
          .describe('What a created branch starts from; the pushed branch if unset')
          .optional(),
      }),
    )
    .describe('Branches to create and/or protect after the push')
    .optional(),
  projectVariables: z
    .array(
      z.object({
        key: z.string().min(1),
        value: z.string(),
        description: z.string().optional(),
        variable_type: z.enum(['env_var', 'file']).optional(),
        protected: z.boolean().optional(),
        masked: z.boolean().optional(),
        raw: z.boolean().optional(),
        environment_scope: z.string().optional(),
      }),
    )
    .describe('CI/CD variables of the project')
    .optional(),
  setUserAsOwner: z
    .boolean()
    .describe(
      "Create the project with the integration's token and make the user of the token input its owner",
    )
    .optional(),
};

type ProjectInput = OptionalInputs<typeof gitlabProjectInputs>;

/** Adds the project's CI/CD variables; logs their keys, never their values. */
export async function addGitlabVariables(
  client: HostClient,
  projectId: number,
  input: ProjectInput,
  logger: TaskLogger,
): Promise<void> {
  for (const variable of input.projectVariables ?? []) {
    await client.request('POST', `/projects/${projectId}/variables`, variable);
    logger.info(`Added the CI/CD variable ${variable.key}`);
  }
}

/** The project at a full path, or undefined when there is none. */
export async function findGitlabProject(
  client: HostClient,
  fullPath: string,
): Promise<{ id: number } | undefined> {
  try {
    return await client.request<{ id: number }>('GET', `/projects/${encodeURIComponent(fullPath)}`);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

const OWNER = 50;

/** Makes the user a token belongs to (`GET /user` with that token) an owner of the project. */
export async function addGitlabOwner(
  admin: HostClient,
  user: HostClient,
  projectId: number,
  logger: TaskLogger,
): Promise<void> {
  const me = await user.request<{ id: number; username: string }>('GET', '/user');
  await admin.request('POST', `/projects/${projectId}/members`, {
    user_id: me.id,
    access_level: OWNER,
  });
  logger.info(`Made ${me.username} an owner of the project`);
}

/**
 * Creates, then protects, the branches the step lists, once the push gave them a commit to start
 * from. A branch GitLab already protects (it protects the default branch on the first push)
 * counts as protected.
 */
export async function setUpGitlabBranches(
  client: HostClient,
  projectId: number,
  pushedBranch: string,
  input: ProjectInput,
  logger: TaskLogger,
): Promise<void> {
  for (const branch of input.branches ?? []) {
    if (branch.create) {
      await client
        .request('POST', `/projects/${projectId}/repository/branches`, {
          branch: branch.name,
          ref: branch.ref ?? pushedBranch,
        })
        .catch((error: unknown) => {
          throw new InputError(`Could not create branch ${branch.name}: ${messageOf(error)}`);
        });
      logger.info(`Created branch ${branch.name}`);
    }
    if (branch.protect) {
      try {
        await client.request('POST', `/projects/${projectId}/protected_branches`, {
          name: branch.name,
        });
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
      logger.info(`Protected branch ${branch.name}`);
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
