import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { readScmIntegrations } from '../integrations/readScmIntegrations';
import {
  startFakeBlobStorage,
  type FakeBlobStorage,
} from '../testing/objectStores/startFakeBlobStorage';
import { startFakeEntra, type FakeEntra } from '../testing/objectStores/startFakeEntra';
import { createUrlReader, type ReadUrlResult } from './createUrlReader';
import { failureOf } from '../testing/objectStores/failureOf';

const ACCOUNT = 'acmedocs';
const ACCOUNT_KEY = Buffer.from('the-account-key-of-acmedocs').toString('base64');
const SAS = 'sv=2021-08-06&ss=b&srt=o&sp=r&se=2099-01-01T00%3A00%3A00Z&sig=c2lnbmF0dXJl';
const CLIENT = {
  tenantId: 'tenant-1',
  clientId: 'docs-reader',
  clientSecret: 'entra-client-secret',
};
const FILE = 'kind: System\nmetadata:\n  name: payments\n';

const text = (result: ReadUrlResult) => (result.notModified ? undefined : result.buffer.toString());

describe('reading Azure Blob Storage blobs', () => {
  let blobs: FakeBlobStorage;
  let entra: FakeEntra;

  beforeAll(async () => {
    entra = await startFakeEntra({
      clients: { [CLIENT.clientId]: { tenantId: CLIENT.tenantId, secret: CLIENT.clientSecret } },
    });
    blobs = await startFakeBlobStorage({
      accountName: ACCOUNT,
      accountKey: ACCOUNT_KEY,
      sasToken: SAS,
      acceptsBearer: token => entra.isValid(token, 'https://storage.azure.com/.default'),
      publicContainers: ['public'],
    });
    blobs.putBlob('catalog', 'payments/catalog-info.yaml', FILE);
    blobs.putBlob('public', 'index.md', '# Hello\n');
  });
  afterAll(async () => {
    await blobs?.stop();
    await entra?.stop();
  });
  beforeEach(() => {
    blobs.requests.length = 0;
  });

  const readerFor = (entry: Record<string, unknown>) =>
    createUrlReader({
      allow: [],
      timeoutMs: 5000,
      env: { AZURE_AUTHORITY_HOST: entra.url },
      integrations: readScmIntegrations(
        createConfig({
          integrations: {
            azureBlobStorage: [{ accountName: ACCOUNT, endpoint: blobs.url, ...entry }],
          },
        }),
      ),
    });
  const blobUrl = () => `${blobs.url}/catalog/payments/catalog-info.yaml`;

  it('reads a blob with the account key (Shared Key), then notModified for its ETag', async () => {
    const reader = readerFor({ accountKey: ACCOUNT_KEY });
    const first = await reader.read(blobUrl());
    expect(text(first)).toBe(FILE);
    const etag = first.notModified ? '' : first.etag!;
    expect(etag).toMatch(/^"0x[0-9A-F]{16}"$/);
    expect(await reader.read(blobUrl(), { etag })).toEqual({ notModified: true });
    expect(blobs.requests).toEqual([
      { path: '/catalog/payments/catalog-info.yaml', auth: 'sharedKey' },
      { path: '/catalog/payments/catalog-info.yaml', auth: 'sharedKey' },
    ]);
    expect(reader.isAllowed(blobUrl())).toBe(true);
  });

  it('refuses a wrong account key with a message naming the container, not the key', async () => {
    const wrongKey = Buffer.from('some-other-key').toString('base64');
    const error = await failureOf(readerFor({ accountKey: wrongKey }).read(blobUrl()));
    expect(error).toMatchObject({
      name: 'NotAllowedError',
      message: `Azure Blob Storage refused to read ${blobUrl()} from the container catalog (HTTP 403 AuthenticationFailed): check the credentials of integrations.azureBlobStorage for ${blobs.host}`,
    });
    expect(error.message).not.toContain(wrongKey);
  });

  it('reads with the SAS token, refusing a wrong one without showing it', async () => {
    expect(text(await readerFor({ sasToken: SAS }).read(blobUrl()))).toBe(FILE);
    expect(blobs.requests).toEqual([{ path: '/catalog/payments/catalog-info.yaml', auth: 'sas' }]);
    const wrong = SAS.replace('c2lnbmF0dXJl', 'b3RoZXI=');
    const error = await failureOf(readerFor({ sasToken: wrong }).read(blobUrl()));
    expect(error).toMatchObject({ name: 'NotAllowedError' });
    expect(error.message).not.toContain('b3RoZXI');
  });

  it('reads with a Microsoft Entra ID token for Azure Storage, asked for once', async () => {
    const reader = readerFor({ aadCredential: CLIENT });
    entra.requests.length = 0;
    expect(text(await reader.read(blobUrl()))).toBe(FILE);
    expect(text(await reader.read(blobUrl()))).toBe(FILE);
    expect(entra.requests).toEqual([
      { clientId: CLIENT.clientId, scope: 'https://storage.azure.com/.default' },
    ]);
    expect(blobs.requests.map(r => r.auth)).toEqual(['bearer', 'bearer']);
  });

  it('says a wrong client secret was refused by Entra ID, without the secret', async () => {
    const error = await failureOf(
      readerFor({ aadCredential: { ...CLIENT, clientSecret: 'not-the-secret' } }).read(blobUrl()),
    );
    expect(error).toMatchObject({
      name: 'NotAllowedError',
      message: `Microsoft Entra ID token for client ${CLIENT.clientId}: ${entra.url} answered HTTP 401 (invalid_client: AADSTS7000215: Invalid client secret provided.)`,
    });
    expect(error.message).not.toContain('not-the-secret');
    expect(blobs.requests).toEqual([]);
  });

  it('reads a public container anonymously, and a private one not at all', async () => {
    const reader = readerFor({});
    expect(text(await reader.read(`${blobs.url}/public/index.md`))).toBe('# Hello\n');
    await expect(reader.read(blobUrl())).rejects.toMatchObject({ name: 'NotFoundError' });
    expect(blobs.requests.map(r => r.auth)).toEqual(['anonymous', 'anonymous']);
  });

  it('never sends the key to another host', async () => {
    const reader = readerFor({ accountKey: ACCOUNT_KEY });
    for (const url of [
      `${blobs.url.replace('127.0.0.1', '127.0.0.2')}/catalog/payments/catalog-info.yaml`,
      'https://acmedocs.blob.core.windows.net.evil.example/catalog/payments/catalog-info.yaml',
    ]) {
      expect(reader.isAllowed(url)).toBe(false);
      await expect(reader.read(url)).rejects.toMatchObject({ name: 'NotAllowedError' });
    }
    expect(blobs.requests).toEqual([]);
  });

  it('answers NotFoundError for a missing blob', async () => {
    await expect(
      readerFor({ accountKey: ACCOUNT_KEY }).read(`${blobs.url}/catalog/missing.yaml`),
    ).rejects.toMatchObject({
      name: 'NotFoundError',
      message: `${blobs.url}/catalog/missing.yaml was not found in the container catalog (HTTP 404 BlobNotFound)`,
    });
  });
});
