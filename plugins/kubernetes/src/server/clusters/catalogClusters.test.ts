import { describe, expect, it } from 'vitest';
import { clusterOf } from './catalogClusters';

describe('clusterOf', () => {
  it("reads an aws cluster's role, external id and EKS name from its annotations", () => {
    const cluster = clusterOf({
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Resource',
      metadata: {
        name: 'eks-prod',
        annotations: {
          'kubernetes.io/api-server': 'https://eks.example.com/',
          'kubernetes.io/auth-provider': 'aws',
          'kubernetes.io/aws-assume-role': 'arn:aws:iam::111122223333:role/reader',
          'kubernetes.io/aws-external-id': 'ext',
          'kubernetes.io/x-k8s-aws-id': 'prod-cluster',
        },
      },
      spec: { type: 'kubernetes-cluster' },
    });
    expect(cluster).toMatchObject({
      name: 'eks-prod',
      url: 'https://eks.example.com',
      authProvider: 'aws',
      assumeRole: 'arn:aws:iam::111122223333:role/reader',
      externalId: 'ext',
      awsClusterId: 'prod-cluster',
    });
  });
});
