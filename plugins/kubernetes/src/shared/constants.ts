import type { Permission } from '@atrium/model';

export const KUBERNETES_PLUGIN_ID = 'kubernetes';

/** Spec 000 §9: how often the tab asks again for the entity's objects. */
export const KUBERNETES_REFRESH_INTERVAL_MS = 10_000;

/** Spec 000 §3: how an entity names its objects; the label selector wins when both are set. */
export const KUBERNETES_ID_ANNOTATION = 'backstage.io/kubernetes-id';
export const KUBERNETES_LABEL_SELECTOR_ANNOTATION = 'backstage.io/kubernetes-label-selector';
export const KUBERNETES_NAMESPACE_ANNOTATION = 'backstage.io/kubernetes-namespace';

/** The label objects carry when found through the id annotation. */
export const KUBERNETES_ID_LABEL = 'backstage.io/kubernetes-id';

/** Spec 000 §3: cluster annotations on a catalog Resource entity describing a cluster. */
export const CLUSTER_ANNOTATIONS = {
  apiServer: 'kubernetes.io/api-server',
  apiServerCertificateAuthority: 'kubernetes.io/api-server-certificate-authority',
  authProvider: 'kubernetes.io/auth-provider',
  oidcTokenProvider: 'kubernetes.io/oidc-token-provider',
  skipMetricsLookup: 'kubernetes.io/skip-metrics-lookup',
  skipTlsVerify: 'kubernetes.io/skip-tls-verify',
  dashboardUrl: 'kubernetes.io/dashboard-url',
  dashboardApp: 'kubernetes.io/dashboard-app',
  dashboardParameters: 'kubernetes.io/dashboard-parameters',
  awsAssumeRole: 'kubernetes.io/aws-assume-role',
  awsExternalId: 'kubernetes.io/aws-external-id',
  xK8sAwsId: 'kubernetes.io/x-k8s-aws-id',
} as const;

/** The proxy's header naming the cluster a request is for. */
export const CLUSTER_NAME_HEADER = 'backstage-kubernetes-cluster';
/** The proxy's header carrying the caller's token for the cluster's auth provider. */
export const CLUSTER_AUTH_HEADER = 'backstage-kubernetes-authorization';

function basic(name: string, action?: 'read'): Permission {
  return { type: 'basic', name, attributes: action ? { action } : {} };
}

/** Spec 000 §6. */
export const kubernetesPermissions = {
  clustersRead: basic('kubernetes.clusters.read', 'read'),
  resourcesRead: basic('kubernetes.resources.read', 'read'),
  proxy: basic('kubernetes.proxy'),
} satisfies Record<string, Permission>;
