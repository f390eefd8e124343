import { NotFoundError } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import type { ClusterDetails } from './ClusterDetails';
import { selectProxyCluster } from './selectProxyCluster';

const cluster = (name: string): ClusterDetails => ({
  name,
  url: `https://${name}.example.com`,
  authProvider: 'serviceAccount',
  skipTLSVerify: false,
  skipMetricsLookup: false,
});

describe('selectProxyCluster', () => {
  it('takes the cluster the header names', () => {
    expect(selectProxyCluster([cluster('a'), cluster('b')], 'b').name).toBe('b');
  });

  it('takes the only cluster when the header names none, as Backstage does', () => {
    expect(selectProxyCluster([cluster('a')], undefined).name).toBe('a');
    expect(selectProxyCluster([cluster('a')], '').name).toBe('a');
  });

  it('answers NotFoundError for an unknown name, no name among several, or no clusters', () => {
    expect(() => selectProxyCluster([cluster('a')], 'b')).toThrow(
      new NotFoundError('Cluster b not found'),
    );
    expect(() => selectProxyCluster([cluster('a'), cluster('b')], undefined)).toThrow(
      new NotFoundError(
        'Name the cluster in the Backstage-Kubernetes-Cluster header: there are 2 clusters',
      ),
    );
    expect(() => selectProxyCluster([], undefined)).toThrow(
      new NotFoundError('No Kubernetes clusters are configured'),
    );
  });
});
