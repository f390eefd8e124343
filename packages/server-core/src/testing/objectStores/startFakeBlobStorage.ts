import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signAzureSharedKey } from '../../integrations/azure/signAzureSharedKey';

export interface FakeBlobStorageOptions {
  accountName: string;
  /** The account key, base64. */
  accountKey: string;
  /** The one SAS token accepted (its query string), when any. */
  sasToken?: string;
  /** Whether a bearer token is good: a Microsoft Entra ID token for Azure Storage. */
  acceptsBearer?(token: string): boolean;
  /** Containers anyone may read. */
  publicContainers?: string[];
}

export interface FakeBlobStorage {
  /** `http://127.0.0.1:<port>`, as an entry's `endpoint`. */
  readonly url: string;
  readonly host: string;
  /** Every request: its path and how it was authorised. */
  readonly requests: Array<{ path: string; auth: 'sharedKey' | 'sas' | 'bearer' | 'anonymous' }>;
  putBlob(container: string, name: string, body: string): void;
  stop(): Promise<void>;
}

/**
 * A loopback Blob service for one account: Get Blob with ETags, its XML errors and error codes,
 * and each way of signing in checked for real: the Shared Key signature recomputed from what
 * arrived, the SAS token's parameters compared, bearer tokens asked of the fake Entra ID.
 */
export async function startFakeBlobStorage(
  options: FakeBlobStorageOptions,
): Promise<FakeBlobStorage> {
  const containers = new Map<string, Map<string, { body: Buffer; etag: string }>>();
  const publicContainers = new Set(options.publicContainers ?? []);
  const requests: FakeBlobStorage['requests'] = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const auth = authorise(request, url);
    const [container = '', ...names] = url.pathname.slice(1).split('/').map(decodeURIComponent);
    requests.push({ path: url.pathname, auth: auth === 'refused' ? 'anonymous' : auth });
    if (auth === 'refused') return sendError(response, 403, 'AuthenticationFailed');
    if (!request.headers['x-ms-version']) return sendError(response, 400, 'MissingRequiredHeader');
    const blobs = containers.get(container);
    if (auth === 'anonymous' && !publicContainers.has(container)) {
      // A private container answers anonymous reads as though nothing were there.
      return sendError(response, 404, 'ResourceNotFound');
    }
    if (!blobs) return sendError(response, 404, 'ContainerNotFound');
    const blob = blobs.get(names.join('/'));
    if (!blob) return sendError(response, 404, 'BlobNotFound');
    if (request.headers['if-none-match'] === blob.etag) return void response.writeHead(304).end();
    response.writeHead(200, { etag: blob.etag, 'content-length': blob.body.length }).end(blob.body);
  });

  function authorise(
    request: http.IncomingMessage,
    url: URL,
  ): 'sharedKey' | 'sas' | 'bearer' | 'anonymous' | 'refused' {
    const authorization = request.headers.authorization;
    if (authorization?.startsWith('SharedKey ')) {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const expected = signAzureSharedKey({
        method: request.method ?? 'GET',
        url,
        headers,
        accountName: options.accountName,
        accountKey: options.accountKey,
      });
      return expected === authorization ? 'sharedKey' : 'refused';
    }
    if (authorization?.startsWith('Bearer ')) {
      return options.acceptsBearer?.(authorization.slice(7)) ? 'bearer' : 'refused';
    }
    if (url.searchParams.has('sig')) {
      const expected = new URLSearchParams(options.sasToken ?? '');
      const same =
        options.sasToken !== undefined &&
        [...expected].every(([name, value]) => url.searchParams.get(name) === value);
      return same ? 'sas' : 'refused';
    }
    return 'anonymous';
  }

  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${host}`,
    host,
    requests,
    putBlob(container, name, body) {
      const blobs = containers.get(container) ?? new Map<string, { body: Buffer; etag: string }>();
      containers.set(container, blobs);
      const bytes = Buffer.from(body);
      blobs.set(name, {
        body: bytes,
        etag: `"0x${createHash('md5').update(bytes).digest('hex').slice(0, 16).toUpperCase()}"`,
      });
    },
    stop: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendError(response: http.ServerResponse, status: number, code: string) {
  response
    .writeHead(status, { 'content-type': 'application/xml', 'x-ms-error-code': code })
    .end(
      `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${code} (fake)</Message></Error>`,
    );
}
