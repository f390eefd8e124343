import { NotFoundError } from '@atrium/model';
import { createEntraTokens, type EntraTokens } from '../integrations/azure/createEntraTokens';
import type { StorageIntegration } from '../integrations/ScmIntegration';
import type { ScmIntegrations } from '../integrations/readScmIntegrations';
import { awsEndpointFromEnv } from './awsEndpointFromEnv';
import { createAwsCredentials } from './createAwsCredentials';
import type { ReadUrlOptions, ReadUrlResult } from './createUrlReader';
import { parseAzureBlobUrl } from './parseAzureBlobUrl';
import { parseCodeCommitUrl } from './parseCodeCommitUrl';
import { parseS3Url } from './parseS3Url';
import { readFromAzureBlob } from './readFromAzureBlob';
import { readFromCodeCommit } from './readFromCodeCommit';
import { readFromS3 } from './readFromS3';

export interface ObjectStoreReaderOptions {
  integrations: ScmIntegrations;
  timeoutMs: number;
  maxBytes: number;
  /** Whether the reading rules allow a URL: they govern AWS's hosts without an entry of their own. */
  isAllowed(url: URL): boolean;
  /** AWS keys, AWS endpoints, `AZURE_AUTHORITY_HOST`; `process.env` unless given. */
  env?: NodeJS.ProcessEnv;
  now?: () => number;
  tokens?: EntraTokens;
}

/** Reads objects of S3 and Azure Blob Storage and files of AWS CodeCommit, with their credentials. */
export interface ObjectStoreReader {
  /** Whether the URL is one of a configured store's (or an allowed AWS S3 URL). */
  handles(url: string): boolean;
  read(url: string, options?: ReadUrlOptions): Promise<ReadUrlResult>;
}

export function createObjectStoreReader(options: ObjectStoreReaderOptions): ObjectStoreReader {
  const { integrations, timeoutMs, maxBytes } = options;
  const env = options.env ?? process.env;
  const now = options.now ?? Date.now;
  const credentialsFor = createAwsCredentials({ env, now });
  const tokens = options.tokens ?? createEntraTokens({ env, now });
  const limits = { timeoutMs, maxBytes, now };

  /** The read a URL leads to, undefined when no store of ours serves it. Throws for bad URLs. */
  function readerFor(
    url: string,
  ): ((readOptions: ReadUrlOptions) => Promise<ReadUrlResult>) | undefined {
    const integration = integrations.integrationForUrl(url);
    if (integration?.type === 'awsCodeCommit') {
      const location = parseCodeCommitUrl(integration, url);
      return readOptions =>
        readFromCodeCommit({ ...limits, integration, location, credentialsFor, env }, readOptions);
    }
    const storage = integrations.storageForUrl(url);
    if (storage?.type === 'azureBlobStorage') {
      const location = parseAzureBlobUrl(storage, url);
      return readOptions =>
        readFromAzureBlob({ ...limits, storage, location, tokens }, readOptions);
    }
    if (storage?.type === 'awsS3') {
      const location = parseS3Url(storage, url, awsEndpointFromEnv(env, 'S3'));
      if (!location) return undefined;
      // AWS's own hosts without credentials of an entry are anyone's buckets: the reading rules decide.
      if (isBareAws(storage) && !options.isAllowed(new URL(url))) return undefined;
      return readOptions =>
        readFromS3({ ...limits, storage, location, credentialsFor }, readOptions);
    }
    return undefined;
  }

  return {
    handles(url) {
      try {
        return readerFor(url) !== undefined;
      } catch {
        // A URL of a store's host that names no object is still the store's to refuse.
        return true;
      }
    },
    async read(url, readOptions = {}) {
      const read = readerFor(url);
      if (!read) throw new NotFoundError(`No object store reads ${url}`);
      return read(readOptions);
    },
  };
}

/** The entry every installation has for AWS: no keys, no role, no endpoint of its own. */
function isBareAws(storage: StorageIntegration): boolean {
  return (
    !storage.endpoint &&
    !storage.accessKeyId &&
    !storage.roleArn &&
    storage.host.endsWith('amazonaws.com')
  );
}
