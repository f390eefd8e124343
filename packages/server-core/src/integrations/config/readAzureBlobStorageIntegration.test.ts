import { describe, expect, it } from 'vitest';
import { readAzureBlobStorageIntegration } from './readAzureBlobStorageIntegration';
import { problemOf, testEntry } from './testEntry';

const read = (data: object) => readAzureBlobStorageIntegration(testEntry('azureBlobStorage', data));
const problem = (data: object) =>
  problemOf(readAzureBlobStorageIntegration, 'azureBlobStorage', data);

const aadCredential = { clientId: 'app', tenantId: 'tenant', clientSecret: 'aad-secret' };

describe('readAzureBlobStorageIntegration', () => {
  it("derives the host from the account's blob service, or the endpoint", () => {
    expect(read({ accountName: 'acmedocs', accountKey: 'a2V5' })).toMatchObject({
      type: 'azureBlobStorage',
      host: 'acmedocs.blob.core.windows.net',
      accountName: 'acmedocs',
      accountKey: 'a2V5',
    });
    expect(read({ accountName: 'acmedocs', endpointSuffix: 'core.chinacloudapi.cn' }).host).toBe(
      'acmedocs.blob.core.chinacloudapi.cn',
    );
    expect(
      read({
        accountName: 'devstoreaccount1',
        endpoint: 'http://127.0.0.1:10000',
        sasToken: 'sv=x',
      }),
    ).toMatchObject({ host: '127.0.0.1:10000', endpoint: 'http://127.0.0.1:10000' });
  });

  it('reads the account and host a connection string names', () => {
    const connectionString =
      'DefaultEndpointsProtocol=https;AccountName=acmedocs;AccountKey=c2VjcmV0;EndpointSuffix=core.windows.net';
    expect(read({ connectionString })).toMatchObject({
      host: 'acmedocs.blob.core.windows.net',
      accountName: 'acmedocs',
      connectionString,
    });
    expect(
      read({
        connectionString: 'BlobEndpoint=https://blobs.example.com/;SharedAccessSignature=sv=x',
      }).host,
    ).toBe('blobs.example.com');
  });

  it('stops at an entry naming no storage account', () => {
    expect(() => read({ accountKey: 'c2VjcmV0' })).toThrow(
      'integrations.azureBlobStorage[0].accountName',
    );
  });

  it('reads Microsoft Entra ID credentials', () => {
    expect(read({ accountName: 'acmedocs', aadCredential }).aadCredential).toEqual(aadCredential);
  });

  it('stops at an account key together with a SAS token', () => {
    expect(problem({ accountName: 'a', accountKey: 'k', sasToken: 's' })).toBe(
      "integrations.azureBlobStorage[0] in 'app-config.yaml': accountKey and sasToken cannot both be set",
    );
  });

  it('stops at Microsoft Entra ID credentials combined with a key or a SAS token', () => {
    for (const secret of [{ accountKey: 'k' }, { sasToken: 's' }]) {
      expect(problem({ accountName: 'a', aadCredential, ...secret })).toBe(
        "integrations.azureBlobStorage[0].aadCredential in 'app-config.yaml': Microsoft Entra ID credentials cannot be combined with accountKey or sasToken",
      );
    }
  });

  it('stops at an endpoint with a path, or that is not a URL', () => {
    expect(problem({ accountName: 'a', endpoint: 'https://blobs.example.com/container' })).toMatch(
      /^integrations\.azureBlobStorage\[0\]\.endpoint .*must be a URL without a path/,
    );
    expect(problem({ accountName: 'a', endpoint: 'blobs' })).toMatch(/'blobs' is not a valid URL/);
  });

  it('stops at an account name that makes no valid host', () => {
    expect(problem({ accountName: 'acme docs' })).toMatch(
      /^integrations\.azureBlobStorage\[0\]\.host .*invalid host 'acme docs.blob.core.windows.net'/,
    );
  });
});
