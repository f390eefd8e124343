import { NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';
import { readXmlText } from '../aws/readXmlText';
import type { EntraTokens } from '../integrations/azure/createEntraTokens';
import { signAzureSharedKey } from '../integrations/azure/signAzureSharedKey';
import type { StorageIntegration } from '../integrations/ScmIntegration';
import type { ReadUrlOptions, ReadUrlResult } from './createUrlReader';
import { fetchObject } from './fetchObject';
import type { AzureBlobLocation } from './parseAzureBlobUrl';

export interface AzureBlobReadOptions {
  storage: StorageIntegration;
  location: AzureBlobLocation;
  tokens: EntraTokens;
  timeoutMs: number;
  maxBytes: number;
  now: () => number;
}

/** The REST API version requests ask for; bearer tokens need 2017-11-09 or later. */
const API_VERSION = '2021-08-06';
const STORAGE_SCOPE = 'https://storage.azure.com/.default';

/**
 * Get Blob, authorised as the entry says: Shared Key with the account key, the SAS token in the
 * query, a Microsoft Entra ID bearer token, or nothing for a public container.
 */
export function readFromAzureBlob(
  options: AzureBlobReadOptions,
  readOptions: ReadUrlOptions,
): Promise<ReadUrlResult> {
  const { storage, location } = options;
  return fetchObject(
    {
      display: location.display,
      service: 'Azure Blob Storage',
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      async send(signal) {
        const url = new URL(location.requestUrl);
        const headers: Record<string, string> = {
          'x-ms-version': API_VERSION,
          'x-ms-date': new Date(options.now()).toUTCString(),
          ...(readOptions.etag && { 'if-none-match': readOptions.etag }),
        };
        const secrets = connectionSecrets(storage.connectionString);
        const accountKey = storage.accountKey ?? secrets.accountKey;
        const sasToken = storage.sasToken ?? secrets.sasToken;
        if (accountKey) {
          if (!location.accountName) {
            throw new NotAllowedError(
              `Could not read ${location.display}: integrations.azureBlobStorage for ${storage.host} has an accountKey but no accountName`,
            );
          }
          headers.authorization = signAzureSharedKey({
            method: 'GET',
            url,
            headers,
            accountName: location.accountName,
            accountKey,
          });
        } else if (sasToken) {
          for (const [name, value] of new URLSearchParams(sasToken.replace(/^\?/, ''))) {
            url.searchParams.append(name, value);
          }
        } else if (storage.aadCredential) {
          const token = await options.tokens.clientSecret(storage.aadCredential, STORAGE_SCOPE);
          headers.authorization = `Bearer ${token}`;
        }
        return fetch(url, { headers, redirect: 'manual', signal });
      },
      refusal: (status, body) => blobRefusal(storage, location, status, readXmlText(body, 'Code')),
    },
    readOptions,
  );
}

/** The account key or SAS a connection string carries (`AccountKey=`, `SharedAccessSignature=`). */
function connectionSecrets(connectionString: string | undefined) {
  const parts = new Map<string, string>();
  for (const pair of (connectionString ?? '').split(';')) {
    const cut = pair.indexOf('=');
    if (cut > 0) parts.set(pair.slice(0, cut).trim().toLowerCase(), pair.slice(cut + 1).trim());
  }
  return {
    accountKey: parts.get('accountkey') || undefined,
    sasToken: parts.get('sharedaccesssignature') || undefined,
  };
}

function blobRefusal(
  storage: StorageIntegration,
  location: AzureBlobLocation,
  status: number,
  code: string | undefined,
): Error {
  const { display, container } = location;
  const why = `HTTP ${status}${code ? ` ${code}` : ''}`;
  if (status === 404) {
    return new NotFoundError(`${display} was not found in the container ${container} (${why})`);
  }
  if (status === 401 || status === 403 || code === 'PublicAccessNotPermitted') {
    return new NotAllowedError(
      `Azure Blob Storage refused to read ${display} from the container ${container} (${why}): ` +
        `check the credentials of integrations.azureBlobStorage for ${storage.host}`,
    );
  }
  return new ServiceUnavailableError(
    `Could not read ${display}: Azure Blob Storage answered ${why}`,
  );
}
