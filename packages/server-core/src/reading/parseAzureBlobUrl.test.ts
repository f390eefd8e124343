import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { readAzureBlobStorageIntegration } from '../integrations/config/readAzureBlobStorageIntegration';
import { parseAzureBlobUrl } from './parseAzureBlobUrl';

const account = readAzureBlobStorageIntegration(
  createConfig({ accountName: 'acmedocs', accountKey: 'a2V5' }),
);
const emulator = readAzureBlobStorageIntegration(
  createConfig({ accountName: 'devstore', endpoint: 'http://127.0.0.1:10000' }),
);

describe('parseAzureBlobUrl', () => {
  it('reads the container and the blob name of an account URL', () => {
    const location = parseAzureBlobUrl(
      account,
      'https://acmedocs.blob.core.windows.net/catalog/teams/a%20b.yaml',
    );
    expect(location).toMatchObject({
      accountName: 'acmedocs',
      container: 'catalog',
      blob: 'teams/a b.yaml',
    });
    expect(location.requestUrl.href).toBe(
      'https://acmedocs.blob.core.windows.net/catalog/teams/a%20b.yaml',
    );
  });

  it("sends requests to the entry's endpoint", () => {
    expect(
      parseAzureBlobUrl(emulator, 'http://127.0.0.1:10000/docs/index.md').requestUrl.href,
    ).toBe('http://127.0.0.1:10000/docs/index.md');
  });

  it('refuses dot segments, bad container names and a container without a blob', () => {
    const base = 'https://acmedocs.blob.core.windows.net';
    expect(() => parseAzureBlobUrl(account, `${base}/catalog/%2E%2E/other/x`)).toThrow(
      /'\.' and '\.\.' segments are not allowed/,
    );
    expect(() => parseAzureBlobUrl(account, `${base}/Cat_alog/x`)).toThrow(
      "'Cat_alog' is not an Azure Blob Storage container name",
    );
    expect(() => parseAzureBlobUrl(account, `${base}/catalog%2Fother/x`)).toThrow(
      "'catalog/other' is not an Azure Blob Storage container name",
    );
    expect(() => parseAzureBlobUrl(account, `${base}/catalog/`)).toThrow(
      'it names the container catalog, not a blob',
    );
  });
});
