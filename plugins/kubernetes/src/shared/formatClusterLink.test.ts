import { describe, expect, it } from 'vitest';
import type { KubernetesObject } from './contract';
import { formatClusterLink } from './formatClusterLink';

const deployment: KubernetesObject = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', namespace: 'shop', uid: 'u-1' },
};
const namespaceObject: KubernetesObject = { metadata: { name: 'shop' } };

describe('formatClusterLink', () => {
  it('gives no link to a cluster without a dashboard', () => {
    expect(formatClusterLink({ object: deployment, kind: 'Deployment' })).toBeUndefined();
  });

  it('rejects an unknown app', () => {
    expect(() =>
      formatClusterLink({
        dashboardUrl: 'https://k8s.example.com',
        dashboardApp: 'grafana',
        object: deployment,
        kind: 'Deployment',
      }),
    ).toThrow('Could not find Kubernetes dashboard app named grafana');
    expect(() =>
      formatClusterLink({
        dashboardUrl: 'https://x',
        dashboardApp: 'toString',
        object: deployment,
        kind: 'Pod',
      }),
    ).toThrow('Could not find Kubernetes dashboard app named toString');
  });

  it.each(['standard', 'rancher', 'openshift'])('needs a dashboard URL for %s', app => {
    expect(() =>
      formatClusterLink({
        dashboardApp: app,
        dashboardParameters: {},
        object: deployment,
        kind: 'Deployment',
      }),
    ).toThrow(`The ${app} dashboard app needs a dashboard URL`);
  });
});

describe('standard', () => {
  it('links to the object in the Kubernetes dashboard, the default app', () => {
    expect(
      formatClusterLink({
        dashboardUrl: 'https://k8s.example.com/',
        object: deployment,
        kind: 'Deployment',
      }),
    ).toBe('https://k8s.example.com/#/deployment/shop/web?namespace=shop');
  });

  it('links cluster-scoped objects without a namespace and nameless ones to the dashboard', () => {
    const url = 'https://k8s.example.com';
    expect(
      formatClusterLink({ dashboardUrl: url, object: namespaceObject, kind: 'Namespace' }),
    ).toBe('https://k8s.example.com/#/namespace/shop');
    expect(formatClusterLink({ dashboardUrl: url, object: {}, kind: 'Pod' })).toBe(url);
  });
});

describe('rancher', () => {
  const dashboardUrl = 'https://rancher.example.com/dashboard/c/c-m-abc12';
  it('links to the explorer by group and kind', () => {
    expect(
      formatClusterLink({
        dashboardUrl,
        dashboardApp: 'rancher',
        object: deployment,
        kind: 'Deployment',
      }),
    ).toBe(`${dashboardUrl}/explorer/apps.deployment/shop/web`);
  });

  it('uses the bare kind for the core group and the kind when the object has no apiVersion', () => {
    const pod = { metadata: { name: 'web-1', namespace: 'shop' } };
    expect(
      formatClusterLink({ dashboardUrl, dashboardApp: 'rancher', object: pod, kind: 'Pod' }),
    ).toBe(`${dashboardUrl}/explorer/pod/shop/web-1`);
    const ingress = { metadata: { name: 'web', namespace: 'shop' } };
    expect(
      formatClusterLink({
        dashboardUrl,
        dashboardApp: 'rancher',
        object: ingress,
        kind: 'Ingress',
      }),
    ).toBe(`${dashboardUrl}/explorer/networking.k8s.io.ingress/shop/web`);
    expect(
      formatClusterLink({
        dashboardUrl,
        dashboardApp: 'rancher',
        object: namespaceObject,
        kind: 'Namespace',
      }),
    ).toBe(`${dashboardUrl}/explorer/namespace/shop`);
  });
});

describe('openshift', () => {
  const dashboardUrl = 'https://console-openshift-console.apps.example.com';
  it('links built-in kinds by their plural', () => {
    expect(
      formatClusterLink({
        dashboardUrl,
        dashboardApp: 'openshift',
        object: deployment,
        kind: 'Deployment',
      }),
    ).toBe(`${dashboardUrl}/k8s/ns/shop/deployments/web`);
    expect(
      formatClusterLink({
        dashboardUrl,
        dashboardApp: 'openshift',
        object: namespaceObject,
        kind: 'Namespace',
      }),
    ).toBe(`${dashboardUrl}/k8s/cluster/namespaces/shop`);
  });

  it('links custom resources by their group~version~Kind reference', () => {
    const widget = { apiVersion: 'example.com/v1', metadata: { name: 'w', namespace: 'shop' } };
    expect(
      formatClusterLink({
        dashboardUrl,
        dashboardApp: 'openshift',
        object: widget,
        kind: 'Widget',
      }),
    ).toBe(`${dashboardUrl}/k8s/ns/shop/example.com~v1~Widget/w`);
  });
});

describe('aks', () => {
  const dashboardParameters = {
    subscriptionId: 'sub-1',
    resourceGroup: 'rg-1',
    clusterName: 'aks-1',
  };
  it('links to the AKS resource blade of the Azure portal', () => {
    const link = formatClusterLink({
      dashboardApp: 'aks',
      dashboardParameters,
      object: deployment,
      kind: 'Deployment',
    });
    const prefix =
      'https://portal.azure.com/#blade/Microsoft_Azure_ContainerService/AksK8ResourceMenuBlade/overview-Deployment/aksClusterId/';
    expect(link?.startsWith(prefix)).toBe(true);
    const [clusterId, resource] = (link ?? '').slice(prefix.length).split('/resource/');
    expect(decodeURIComponent(clusterId ?? '')).toBe(
      '/subscriptions/sub-1/resourceGroups/rg-1/providers/Microsoft.ContainerService/managedClusters/aks-1',
    );
    expect(JSON.parse(decodeURIComponent(resource ?? ''))).toEqual({
      kind: 'Deployment',
      metadata: { name: 'web', namespace: 'shop', uid: 'u-1' },
    });
  });

  it('needs subscriptionId, resourceGroup and clusterName as strings', () => {
    expect(() =>
      formatClusterLink({
        dashboardApp: 'aks',
        dashboardParameters: { subscriptionId: 'sub-1', resourceGroup: 7 },
        object: deployment,
        kind: 'Deployment',
      }),
    ).toThrow(
      'The aks dashboard app needs the dashboard parameters subscriptionId, resourceGroup, clusterName as strings; missing: resourceGroup, clusterName',
    );
  });
});

describe('gke', () => {
  const dashboardParameters = { projectId: 'acme', region: 'europe-west1', clusterName: 'prod' };
  it('links to the workload page of the Google Cloud console', () => {
    expect(
      formatClusterLink({
        dashboardApp: 'gke',
        dashboardParameters,
        object: deployment,
        kind: 'Deployment',
      }),
    ).toBe(
      'https://console.cloud.google.com/kubernetes/deployment/europe-west1/prod/shop/web/overview?project=acme',
    );
  });

  it('links other kinds to the cluster page', () => {
    expect(
      formatClusterLink({
        dashboardApp: 'gke',
        dashboardParameters,
        object: deployment,
        kind: 'ConfigMap',
      }),
    ).toBe(
      'https://console.cloud.google.com/kubernetes/clusters/details/europe-west1/prod/details?project=acme',
    );
  });

  it('needs projectId, region and clusterName', () => {
    expect(() =>
      formatClusterLink({
        dashboardApp: 'gke',
        dashboardParameters: { projectId: 'acme' },
        object: deployment,
        kind: 'Pod',
      }),
    ).toThrow('missing: region, clusterName');
  });
});

describe('eks', () => {
  it('is not implemented', () => {
    expect(() =>
      formatClusterLink({
        dashboardApp: 'eks',
        dashboardParameters: {},
        object: deployment,
        kind: 'Deployment',
      }),
    ).toThrow('The eks dashboard app is not implemented');
  });
});

describe('headlamp', () => {
  it('links to the object in Headlamp', () => {
    expect(
      formatClusterLink({
        dashboardUrl: 'https://headlamp.example.com/',
        dashboardApp: 'headlamp',
        dashboardParameters: { clusterName: 'prod' },
        object: deployment,
        kind: 'Deployment',
      }),
    ).toBe('https://headlamp.example.com/c/prod/deployments/shop/web');
  });

  it('links into the portal when internal, to its main cluster by default', () => {
    expect(
      formatClusterLink({
        dashboardApp: 'headlamp',
        dashboardParameters: { internal: true },
        object: namespaceObject,
        kind: 'Namespace',
      }),
    ).toBe('/headlamp/c/main/namespaces/shop');
  });

  it('needs a dashboard URL or the internal flag, a name, and a namespace for namespaced kinds', () => {
    const link = (object: KubernetesObject, dashboardParameters: Record<string, unknown>) =>
      formatClusterLink({
        dashboardApp: 'headlamp',
        dashboardParameters,
        object,
        kind: 'Deployment',
      });
    expect(() => link(deployment, {})).toThrow(
      'The headlamp dashboard app needs a dashboard URL or the internal parameter',
    );
    expect(() => link({ metadata: { namespace: 'shop' } }, { internal: true })).toThrow(
      'The headlamp dashboard app needs the name of the resource',
    );
    expect(() => link({ metadata: { name: 'web' } }, { internal: true })).toThrow(
      'The headlamp dashboard app needs the namespace of the Deployment web',
    );
  });
});
