import { describe, expect, it } from 'vitest';
import type { ClusterDetails } from './ClusterDetails';
import { clusterToken } from './clusterToken';

const cluster = (details: Partial<ClusterDetails>): ClusterDetails => ({
  name: 'prod',
  url: 'https://k8s',
  authProvider: 'serviceAccount',
  skipTLSVerify: false,
  skipMetricsLookup: false,
  ...details,
});

describe('clusterToken', () => {
  it('uses the configured service account token', () => {
    expect(clusterToken(cluster({ serviceAccountToken: 'sa' }), {})).toBe('sa');
    expect(() => clusterToken(cluster({}), {})).toThrow(
      'Cluster prod has no serviceAccountToken configured',
    );
  });

  it("uses the token of the cluster's OIDC provider", () => {
    const oidc = cluster({ authProvider: 'oidc', oidcTokenProvider: 'okta' });
    expect(clusterToken(oidc, { oidc: { okta: 'id-token', other: 'x' } })).toBe('id-token');
    expect(() => clusterToken(oidc, { oidc: { other: 'x' } })).toThrow(
      "No oidc token for provider 'okta' was supplied for cluster prod",
    );
  });

  it('uses the token the web app supplied for a cloud provider, and none through kubectl proxy', () => {
    expect(clusterToken(cluster({ authProvider: 'google' }), { google: 'g-token' })).toBe(
      'g-token',
    );
    expect(clusterToken(cluster({ authProvider: 'aks' }), { aks: 'a-token' })).toBe('a-token');
    expect(() => clusterToken(cluster({ authProvider: 'aws' }), {})).toThrow(
      'No aws token was supplied for cluster prod',
    );
    expect(clusterToken(cluster({ authProvider: 'localKubectlProxy' }), {})).toBeUndefined();
  });
});
