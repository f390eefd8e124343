import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../../testing';
import type { ClusterDetails } from '../ClusterDetails';
import { createClusterCredentials } from './createClusterCredentials';

const cluster = (details: Partial<ClusterDetails>): ClusterDetails => ({
  name: 'prod',
  url: 'https://k8s',
  authProvider: 'serviceAccount',
  skipTLSVerify: false,
  skipMetricsLookup: false,
  ...details,
});

describe('createClusterCredentials', () => {
  let entra: LoopbackServer;
  beforeAll(async () => {
    entra = await startLoopbackServer(() => ({
      body: { access_token: 'azure-token', expires_in: 3600 },
    }));
  });
  afterAll(() => entra?.stop());

  const credentials = createClusterCredentials({ env: {} });

  it('uses the configured service account token', async () => {
    expect(await credentials.token(cluster({ serviceAccountToken: 'sa' }), {})).toBe('sa');
    await expect(credentials.token(cluster({}), {})).rejects.toThrow(
      'Cluster prod has no serviceAccountToken configured',
    );
  });

  it("uses the token of the cluster's OIDC provider", async () => {
    const oidc = cluster({ authProvider: 'oidc', oidcTokenProvider: 'okta' });
    expect(await credentials.token(oidc, { oidc: { okta: 'id-token', other: 'x' } })).toBe(
      'id-token',
    );
    await expect(credentials.token(oidc, { oidc: { other: 'x' } })).rejects.toThrow(
      "No oidc token for provider 'okta' was supplied for cluster prod",
    );
  });

  it('uses the token the web app supplied for google and aks, and none through kubectl proxy', async () => {
    const google = cluster({ authProvider: 'google' });
    expect(await credentials.token(google, { google: 'g-token' })).toBe('g-token');
    expect(await credentials.token(cluster({ authProvider: 'aks' }), { aks: 'a-token' })).toBe(
      'a-token',
    );
    await expect(credentials.token(google, {})).rejects.toThrow(
      'No google token was supplied for cluster prod',
    );
    expect(await credentials.token(cluster({ authProvider: 'localKubectlProxy' }), {})).toBe(
      undefined,
    );
  });

  it('obtains googleServiceAccount, aws and azure tokens itself, never from the caller', async () => {
    const supplied = { googleServiceAccount: 'x', aws: 'x', azure: 'x' };
    for (const [provider, reason] of [
      ['googleServiceAccount', 'No Google service account key'],
      ['aws', 'No AWS credentials'],
      ['azure', 'No Azure credentials'],
    ] as const) {
      await expect(
        credentials.token(cluster({ authProvider: provider }), supplied),
      ).rejects.toThrow(`Cluster prod: ${reason}`);
    }
    const azure = createClusterCredentials({
      env: {
        AZURE_TENANT_ID: 't',
        AZURE_CLIENT_ID: 'c',
        AZURE_CLIENT_SECRET: 's',
        AZURE_AUTHORITY_HOST: entra.url,
      },
    });
    expect(await azure.token(cluster({ authProvider: 'azure' }), {})).toBe('azure-token');
  });

  it('names the cluster and the reason of a broken key or an unknown provider', async () => {
    const broken = createClusterCredentials({
      env: {},
      googleServiceAccountCredentials: '{"client_email":"a@b","private_key":null}',
    });
    await expect(
      broken.token(cluster({ authProvider: 'googleServiceAccount' }), {}),
    ).rejects.toThrow(
      'Cluster prod: The Google service account key has no client_email or private_key',
    );
    // A catalog annotation names the provider: prototype members are no providers.
    for (const authProvider of ['constructor', 'toString', '__proto__']) {
      await expect(credentials.token(cluster({ authProvider }), {})).rejects.toThrow(
        `Cluster prod has an unknown authProvider '${authProvider}'`,
      );
    }
    await expect(credentials.token(cluster({ authProvider: 'magic' }), {})).rejects.toThrow(
      "Cluster prod has an unknown authProvider 'magic'",
    );
  });
});
