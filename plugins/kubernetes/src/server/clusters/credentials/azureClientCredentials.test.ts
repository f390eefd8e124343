import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../../testing';
import { createAzureClientCredentialsToken } from './azureClientCredentials';

describe('createAzureClientCredentialsToken', () => {
  let entra: LoopbackServer;
  let issued = 0;

  beforeAll(async () => {
    entra = await startLoopbackServer(request => {
      const form = new URLSearchParams(request.body);
      if (form.get('client_secret') !== 'secret') {
        return {
          status: 401,
          body: {
            error: 'invalid_client',
            error_description: 'AADSTS7000215: Invalid client secret',
          },
        };
      }
      return { body: { token_type: 'Bearer', access_token: `aks-${++issued}`, expires_in: 3599 } };
    });
  });
  afterAll(() => entra?.stop());

  const env = (secret = 'secret') => ({
    AZURE_TENANT_ID: 'tenant-1',
    AZURE_CLIENT_ID: 'client-1',
    AZURE_CLIENT_SECRET: secret,
    AZURE_AUTHORITY_HOST: `${entra.url}/`,
  });

  it('asks the tenant for a client-credentials token for AKS, and keeps it', async () => {
    const before = entra.requests.length;
    const token = createAzureClientCredentialsToken({ env: env() });
    const first = await token();
    expect(await token()).toBe(first);
    expect(entra.requests.length).toBe(before + 1);
    const request = entra.requests.at(-1)!;
    expect(request.path).toBe('/tenant-1/oauth2/v2.0/token');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client-1',
      client_secret: 'secret',
      scope: '6dae42f8-4368-4678-94ff-3960e28e3630/.default',
    });
  });

  it('says what is missing or refused, without the secret', async () => {
    await expect(createAzureClientCredentialsToken({ env: {} })()).rejects.toThrow(
      'No Azure credentials: set AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET',
    );
    const refused = createAzureClientCredentialsToken({ env: env('wrong-secret') })();
    await expect(refused).rejects.toThrow(
      `Azure token: ${entra.url}/tenant-1/oauth2/v2.0/token answered 401 (invalid_client: AADSTS7000215: Invalid client secret)`,
    );
    await refused.catch((error: Error) => expect(error.message).not.toContain('wrong-secret'));
  });

  it('says so when the authority cannot be reached', async () => {
    const token = createAzureClientCredentialsToken({
      env: { ...env(), AZURE_AUTHORITY_HOST: 'http://127.0.0.1:1' },
    });
    await expect(token()).rejects.toThrow(
      'Azure token: http://127.0.0.1:1/tenant-1/oauth2/v2.0/token could not be reached',
    );
  });
});
