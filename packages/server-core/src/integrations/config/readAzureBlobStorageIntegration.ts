import type { Config } from '../../config/Config';
import type { StorageIntegration } from '../ScmIntegration';
import { integrationConfigError } from './integrationConfigError';
import { checkIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret, readRequiredIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';

const DEFAULT_ENDPOINT_SUFFIX = 'core.windows.net';

/**
 * One entry of `integrations.azureBlobStorage`. Its host is the `endpoint`'s when given, else the
 * account's blob service (`<accountName>.blob.<endpointSuffix>`), else what a connection string
 * names. Exactly one way to sign in: a key, a SAS token, or Microsoft Entra ID credentials.
 */
export function readAzureBlobStorageIntegration(entry: Config): StorageIntegration {
  const endpoint = readIntegrationUrl(entry, 'endpoint', { withoutPath: true });
  const accountName = entry.getOptionalString('accountName');
  const endpointSuffix = entry.getOptionalString('endpointSuffix');
  const connectionString = readIntegrationSecret(entry, 'connectionString');
  const accountKey = readIntegrationSecret(entry, 'accountKey');
  const sasToken = readIntegrationSecret(entry, 'sasToken');
  const aad = entry.getOptionalConfig('aadCredential');
  if (accountKey && sasToken) {
    throw integrationConfigError(entry, undefined, 'accountKey and sasToken cannot both be set');
  }
  if (aad && (accountKey || sasToken)) {
    throw integrationConfigError(
      entry,
      'aadCredential',
      'Microsoft Entra ID credentials cannot be combined with accountKey or sasToken',
    );
  }
  const fromConnection = connectionString ? parseConnectionString(connectionString) : undefined;
  if (!accountName && !connectionString) {
    throw integrationConfigError(
      entry,
      'accountName',
      'the storage account is required (accountName, or a connectionString naming it)',
    );
  }
  const host = checkIntegrationHost(
    entry,
    'host',
    (
      entry.getOptionalString('host') ??
      (endpoint && new URL(endpoint).host) ??
      blobHost(accountName, endpointSuffix) ??
      fromConnection?.host ??
      `blob.${endpointSuffix ?? DEFAULT_ENDPOINT_SUFFIX}`
    ).toLowerCase(),
  );
  return {
    type: 'azureBlobStorage',
    host,
    endpoint,
    accountName: accountName ?? fromConnection?.accountName,
    accountKey,
    sasToken,
    connectionString,
    endpointSuffix,
    aadCredential: aad && {
      clientId: aad.getString('clientId'),
      tenantId: aad.getString('tenantId'),
      clientSecret: readRequiredIntegrationSecret(aad, 'clientSecret'),
    },
  };
}

function blobHost(accountName: string | undefined, suffix: string | undefined): string | undefined {
  return accountName && `${accountName}.blob.${suffix ?? DEFAULT_ENDPOINT_SUFFIX}`;
}

/**
 * The account and blob host a connection string names (`AccountName=…;EndpointSuffix=…` or
 * `BlobEndpoint=https://…`); its keys and signatures are left alone.
 */
function parseConnectionString(text: string): { accountName?: string; host?: string } {
  const parts = new Map<string, string>();
  for (const pair of text.split(';')) {
    const cut = pair.indexOf('=');
    if (cut > 0) parts.set(pair.slice(0, cut).trim().toLowerCase(), pair.slice(cut + 1).trim());
  }
  const accountName = parts.get('accountname') || undefined;
  const blobEndpoint = parts.get('blobendpoint');
  const endpointHost =
    blobEndpoint && URL.canParse(blobEndpoint) ? new URL(blobEndpoint).host : undefined;
  return {
    accountName,
    host: endpointHost ?? blobHost(accountName, parts.get('endpointsuffix') || undefined),
  };
}
