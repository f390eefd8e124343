import type { Config } from '../../config/Config';
import type { AzureCredential, ScmIntegration } from '../ScmIntegration';
import { integrationConfigError } from './integrationConfigError';
import { readAzureCredential } from './readAzureCredential';
import { readIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';
import { readScmIntegrationBase } from './readScmIntegrationBase';

const AZURE_DEVOPS_HOST = 'dev.azure.com';

/**
 * One entry of `integrations.azure`, with the keys Backstage documents in its
 * docs/integrations/azure/locations.md: Azure DevOps, or an Azure DevOps Server by its host. Credentials come from the legacy `token`, a single
 * `credential`, or the `credentials` list, never a mix, so which one applies to an organisation is
 * never a guess.
 */
export function readAzureIntegration(entry: Config): ScmIntegration {
  const base = readScmIntegrationBase(
    'azure',
    entry,
    readIntegrationHost(entry, AZURE_DEVOPS_HOST),
  );
  const token = readIntegrationSecret(entry, 'token');
  const credentials = readCredentials(entry, base.host, token);
  return {
    ...base,
    apiBaseUrl: readIntegrationUrl(entry, 'apiBaseUrl') ?? base.baseUrl,
    token,
    azureCredentials: credentials.map(c => c.credential),
    personalAccessTokens: credentials.flatMap(({ credential }) =>
      credential.kind === 'PersonalAccessToken'
        ? [{ token: credential.personalAccessToken, organizations: credential.organizations }]
        : [],
    ),
  };
}

interface ReadCredential {
  readonly credential: AzureCredential;
  /** The view it was read from, for messages naming its key. */
  readonly view: Config;
}

function readCredentials(entry: Config, host: string, token: string | undefined): ReadCredential[] {
  const single = entry.getOptionalConfig('credential');
  const list = entry.getOptionalConfigArray('credentials');
  const mixed = [
    token !== undefined && 'token',
    single && 'credential',
    list && 'credentials',
  ].filter(Boolean);
  if (mixed.length > 1) {
    throw integrationConfigError(
      entry,
      undefined,
      `${mixed.join(' and ')} cannot be given together; list every credential under credentials`,
    );
  }
  if (token !== undefined) {
    return [
      { credential: { kind: 'PersonalAccessToken', personalAccessToken: token }, view: entry },
    ];
  }
  const credentials = (single ? [single] : (list ?? [])).map(view => ({
    credential: readAzureCredential(view),
    view,
  }));
  checkCredentials(host, credentials);
  return credentials;
}

/**
 * Which credential signs a request is decided by its organisation, so an organisation belongs to
 * one credential and one credential at most may serve the rest.
 */
function checkCredentials(host: string, credentials: readonly ReadCredential[]): void {
  const owners = new Map<string, number>();
  let defaultIndex: number | undefined;
  credentials.forEach(({ credential, view }, index) => {
    if (credential.kind !== 'PersonalAccessToken' && host !== AZURE_DEVOPS_HOST) {
      // Microsoft Entra ID sign-in exists for the cloud service only; a server takes tokens.
      throw integrationConfigError(
        view,
        undefined,
        `a ${credential.kind} credential works with ${AZURE_DEVOPS_HOST} only; ` +
          `use a personalAccessToken for ${host}`,
      );
    }
    if (!credential.organizations) {
      if (defaultIndex !== undefined) {
        throw integrationConfigError(
          view,
          undefined,
          `only one credential may leave out organizations, and credentials[${defaultIndex}] already does`,
        );
      }
      defaultIndex = index;
      return;
    }
    for (const organization of credential.organizations) {
      const name = organization.toLowerCase();
      const owner = owners.get(name);
      if (owner !== undefined && owner !== index) {
        throw integrationConfigError(
          view,
          'organizations',
          `the organization '${organization}' is already given to credentials[${owner}]`,
        );
      }
      owners.set(name, index);
    }
  });
}
