import { z } from 'zod';
import type { TaskLogger } from '../../../createTemplateAction';
import type { HostClient } from '../../../../scm/createHostClient';
import { sealSecret } from './sealSecret';
import type { OptionalInputs } from '../optionalInputs';

/** The GitHub Actions settings a new repository starts with. */
export const githubActionsInputs = {
  repoVariables: z
    .record(z.string(), z.string())
    .describe('GitHub Actions variables of the repository, by name')
    .optional(),
  secrets: z
    .record(z.string(), z.string())
    .describe('GitHub Actions secrets of the repository, by name; sealed before they leave')
    .optional(),
};

type ActionsInput = OptionalInputs<typeof githubActionsInputs>;

/**
 * Adds the repository's Actions variables, then its secrets, each sealed with the repository's
 * public key as GitHub requires. Logs name the variables and secrets, never a secret's value.
 */
export async function setGithubActionsSettings(
  client: HostClient,
  repoPath: string,
  input: ActionsInput,
  logger: TaskLogger,
): Promise<void> {
  for (const [name, value] of Object.entries(input.repoVariables ?? {})) {
    await client.request('POST', `${repoPath}/actions/variables`, { name, value });
    logger.info(`Added the Actions variable ${name}`);
  }
  const secrets = Object.entries(input.secrets ?? {});
  if (secrets.length === 0) return;
  const publicKey = await client.request<{ key_id: string; key: string }>(
    'GET',
    `${repoPath}/actions/secrets/public-key`,
  );
  for (const [name, value] of secrets) {
    await client.request('PUT', `${repoPath}/actions/secrets/${encodeURIComponent(name)}`, {
      encrypted_value: sealSecret(value, publicKey.key),
      key_id: publicKey.key_id,
    });
    logger.info(`Added the Actions secret ${name}`);
  }
}
