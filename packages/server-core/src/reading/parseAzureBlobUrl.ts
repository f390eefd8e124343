import { InputError } from '@atrium/model';
import type { StorageIntegration } from '../integrations/ScmIntegration';
import { invalidUrl } from '../integrations/urls/readBrowseUrl';
import { encodeObjectPath, parseObjectUrl } from './parseObjectUrl';

/** One blob a URL names, and where its GET goes. */
export interface AzureBlobLocation {
  /** The storage account: the entry's, else the first label of the URL's host. */
  readonly accountName: string | undefined;
  readonly container: string;
  readonly blob: string;
  /** `<service>/<container>/<blob>`: the entry's `endpoint`, else https on the URL's host. */
  readonly requestUrl: URL;
  readonly display: string;
}

/** Container names: 3–63 lower-case letters, digits and single hyphens, or a special one. */
const CONTAINER = /^(?:\$root|\$web|[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,62})$/;

/**
 * The blob of `https://<account>.blob.core.windows.net/<container>/<blob>` (or the same path on
 * an entry's `endpoint`), as Backstage reads it: the first segment is the container, the rest the
 * blob's name.
 */
export function parseAzureBlobUrl(storage: StorageIntegration, url: string): AzureBlobLocation {
  const { url: parsed, display, segments } = parseObjectUrl(url);
  const [container = '', ...names] = segments;
  if (!CONTAINER.test(container)) {
    throw invalidUrl(display, `'${container}' is not an Azure Blob Storage container name`);
  }
  const blob = names.join('/');
  if (blob === '') {
    throw new InputError(`Invalid URL ${display}: it names the container ${container}, not a blob`);
  }
  const path = `/${encodeObjectPath([container])}/${encodeObjectPath(names)}`;
  const requestUrl = storage.endpoint
    ? new URL(`${new URL(storage.endpoint).origin}${path}`)
    : new URL(`https://${parsed.host}${path}`);
  const host = parsed.hostname.toLowerCase();
  const accountName =
    storage.accountName ?? (host.includes('.blob.') ? host.split('.')[0] : undefined);
  return { accountName, container, blob, requestUrl, display };
}
