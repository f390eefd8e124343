import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfig } from '../../config';
import { createUrlReader } from '../../reading/createUrlReader';
import { startFakeEntra, type FakeEntra } from '../../testing/objectStores/startFakeEntra';
import { readScmIntegrations } from '../readScmIntegrations';
import { AZURE_DEVOPS_SCOPE, azureDevOpsAuthorization } from './azureDevOpsAuthorization';
import { createEntraTokens } from './createEntraTokens';
import { failureOf } from '../../testing/objectStores/failureOf';

const CLIENT = { tenantId: 'tenant-a', clientId: 'portal-app', clientSecret: 'app-client-secret' };
const PAT = 'personal-access-token-of-the-rest';
const IDENTITY_HEADER = 'identity-header-secret';

describe('azureDevOpsAuthorization', () => {
  let entra: FakeEntra;

  beforeAll(async () => {
    entra = await startFakeEntra({
      clients: { [CLIENT.clientId]: { tenantId: CLIENT.tenantId, secret: CLIENT.clientSecret } },
      managedIdentities: { clientIds: ['ops-identity'], identityHeader: IDENTITY_HEADER },
    });
  });
  afterAll(() => entra?.stop());
  beforeEach(() => {
    entra.requests.length = 0;
  });

  const integrationsFor = (credentials: unknown[]) =>
    readScmIntegrations(createConfig({ integrations: { azure: [{ credentials }] } }));
  const integration = (clientSecret = CLIENT.clientSecret) =>
    integrationsFor([
      { organizations: ['acme'], ...CLIENT, clientSecret },
      { organizations: ['ops'], clientId: 'ops-identity' },
      { personalAccessToken: PAT },
    ]).integrationForHost('dev.azure.com')!;
  const tokens = () =>
    createEntraTokens({
      env: {
        AZURE_AUTHORITY_HOST: entra.url,
        IDENTITY_ENDPOINT: entra.identityEndpoint,
        IDENTITY_HEADER,
      },
    });
  const fileOf = (organization: string) =>
    `https://dev.azure.com/${organization}/platform/_git/api?path=/catalog-info.yaml`;

  it("gives a client secret's token for Azure DevOps to its organisation, asked for once", async () => {
    const entraTokens = tokens();
    const first = await azureDevOpsAuthorization(integration(), fileOf('acme'), entraTokens);
    const again = await azureDevOpsAuthorization(integration(), fileOf('ACME'), entraTokens);
    const token = first?.authorization?.replace(/^Bearer /, '') ?? '';
    expect(entra.isValid(token, AZURE_DEVOPS_SCOPE)).toBe(true);
    expect(again).toEqual(first);
    expect(entra.requests).toEqual([{ clientId: CLIENT.clientId, scope: AZURE_DEVOPS_SCOPE }]);
  });

  it("gives a managed identity's token, from the identity endpoint, for the resource", async () => {
    const headers = await azureDevOpsAuthorization(integration(), fileOf('ops'), tokens());
    const resource = '499b84ac-1321-427f-aa17-267ca6975798';
    expect(entra.isValid(headers?.authorization?.replace(/^Bearer /, '') ?? '', resource)).toBe(
      true,
    );
    expect(entra.requests).toEqual([{ clientId: 'ops-identity', scope: resource }]);
  });

  it('leaves organisations of a personal access token to the static headers', async () => {
    expect(
      await azureDevOpsAuthorization(integration(), fileOf('elsewhere'), tokens()),
    ).toBeUndefined();
    expect(entra.requests).toEqual([]);
  });

  it('says a client assertion credential is not supported', async () => {
    const assertion = integrationsFor([
      { clientId: 'app', managedIdentityClientId: 'mi', tenantId: 't' },
    ]).integrationForHost('dev.azure.com')!;
    await expect(
      azureDevOpsAuthorization(assertion, fileOf('acme'), tokens()),
    ).rejects.toMatchObject({ name: 'NotImplementedError', message: /client assertion/ });
  });

  it('stops a read through the URL reader when Entra ID refuses the secret, without showing it', async () => {
    vi.stubEnv('AZURE_AUTHORITY_HOST', entra.url);
    try {
      const reader = createUrlReader({
        allow: [],
        integrations: integrationsFor([{ ...CLIENT, clientSecret: 'a-wrong-client-secret' }]),
      });
      const error = await failureOf(reader.read(fileOf('acme')));
      expect(error).toMatchObject({
        name: 'NotAllowedError',
        message: `Microsoft Entra ID token for client ${CLIENT.clientId}: ${entra.url} answered HTTP 401 (invalid_client: AADSTS7000215: Invalid client secret provided.)`,
      });
      expect(error.message).not.toContain('a-wrong-client-secret');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
