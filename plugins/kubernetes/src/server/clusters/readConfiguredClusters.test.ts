import { createConfig } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { readConfiguredClusters } from './readConfiguredClusters';

const configWith = (clusters: unknown[], type = 'config') =>
  createConfig({ kubernetes: { clusterLocatorMethods: [{ type, clusters }] } });

describe('readConfiguredClusters', () => {
  it('reads each cluster of the config locator with Backstage key names and defaults', () => {
    const [cluster] = readConfiguredClusters(
      configWith([
        {
          name: 'prod',
          url: 'https://k8s.example.com:6443/',
          serviceAccountToken: 'secret',
          caData: 'LS0t',
          dashboardApp: 'standard',
          dashboardUrl: 'https://dashboard.example.com',
          dashboardParameters: { projectId: 'p' },
          title: 'Production',
        },
      ]),
    );
    expect(cluster).toMatchObject({
      name: 'prod',
      url: 'https://k8s.example.com:6443',
      authProvider: 'serviceAccount',
      serviceAccountToken: 'secret',
      caData: 'LS0t',
      skipTLSVerify: false,
      skipMetricsLookup: false,
      dashboardParameters: { projectId: 'p' },
      title: 'Production',
    });
  });

  it("reads an aws cluster's role, external id and EKS name, as keys or as authMetadata", () => {
    const [keys, metadata] = readConfiguredClusters(
      configWith([
        { name: 'a', url: 'https://a', authProvider: 'aws', assumeRole: 'r1', externalId: 'e1' },
        {
          name: 'b',
          url: 'https://b',
          authProvider: 'aws',
          authMetadata: {
            'kubernetes.io/aws-assume-role': 'r2',
            'kubernetes.io/aws-external-id': 'e2',
            'kubernetes.io/x-k8s-aws-id': 'eks-b',
          },
        },
      ]),
    );
    expect(keys).toMatchObject({ assumeRole: 'r1', externalId: 'e1' });
    expect(keys?.awsClusterId).toBeUndefined();
    expect(metadata).toMatchObject({ assumeRole: 'r2', externalId: 'e2', awsClusterId: 'eks-b' });
  });

  it('reaches a local kubectl proxy without credentials of its own', () => {
    const config = createConfig({
      kubernetes: { clusterLocatorMethods: [{ type: 'localKubectlProxy' }] },
    });
    expect(readConfiguredClusters(config)).toEqual([
      {
        name: 'local',
        url: 'http://127.0.0.1:8001',
        authProvider: 'localKubectlProxy',
        skipTLSVerify: false,
        skipMetricsLookup: false,
      },
    ]);
  });

  it('has no clusters without a config locator', () => {
    expect(readConfiguredClusters(createConfig({}))).toEqual([]);
    expect(readConfiguredClusters(configWith([], 'catalog'))).toEqual([]);
  });

  it('stops the start on a mistake, naming the cluster', () => {
    const cases: Array<[unknown, string]> = [
      [{ name: 'a', url: 'https://a', authProvider: 'magic' }, "unknown authProvider 'magic'"],
      [{ name: 'a', url: 'ftp://a' }, "needs an http(s) url, not 'ftp://a'"],
      [{ name: 'a', url: 'https://a', authProvider: 'oidc' }, 'give it an oidcTokenProvider'],
    ];
    for (const [cluster, message] of cases) {
      expect(() => readConfiguredClusters(configWith([cluster]))).toThrow(message);
    }
    expect(() =>
      readConfiguredClusters(
        configWith([
          { name: 'a', url: 'https://a' },
          { name: 'a', url: 'https://b' },
        ]),
      ),
    ).toThrow("Kubernetes cluster 'a' is configured twice");
  });
});
