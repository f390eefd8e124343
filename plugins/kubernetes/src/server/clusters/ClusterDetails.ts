import type { ClusterAttributes, ClusterSummary } from '../../shared';

/** Everything the server knows of a cluster, secrets included: never sent to a browser. */
export interface ClusterDetails extends ClusterAttributes {
  /** The API server, e.g. `https://k8s.example.com:6443`. */
  url: string;
  /** How requests to it are authenticated (spec 001 §7): `serviceAccount`, `oidc`, `google`, … */
  authProvider: string;
  /** `oidc` clusters: the sign-in provider whose ID token the user brings, e.g. `okta`. */
  oidcTokenProvider?: string;
  /** The service account token of `serviceAccount` clusters. */
  serviceAccountToken?: string;
  /** The CA the API server's certificate is checked against: base64 of its PEM, as in kubeconfig. */
  caData?: string;
  caFile?: string;
  skipTLSVerify: boolean;
  /** Leaves out metrics.k8s.io (clusters without metrics-server). */
  skipMetricsLookup: boolean;
  /** `aws` clusters: the role to assume and its external id. */
  assumeRole?: string;
  externalId?: string;
  /** `aws` clusters: the EKS cluster name the token is signed for (`x-k8s-aws-id`); `name` if unset. */
  awsClusterId?: string;
}

/**
 * A cluster as each item of an objects answer names it: Backstage's name, title and dashboard
 * fields, each only when set.
 */
export function clusterAttributes(cluster: ClusterDetails): ClusterAttributes {
  const { name, title, dashboardUrl, dashboardApp, dashboardParameters } = cluster;
  return {
    name,
    ...(title && { title }),
    ...(dashboardUrl && { dashboardUrl }),
    ...(dashboardApp && { dashboardApp }),
    ...(dashboardParameters && { dashboardParameters }),
  };
}

/** What `GET /clusters` tells a browser: also the provider whose token the cluster needs. */
export function clusterSummary(cluster: ClusterDetails): ClusterSummary {
  const { authProvider, oidcTokenProvider } = cluster;
  return {
    ...clusterAttributes(cluster),
    authProvider,
    ...(oidcTokenProvider && { oidcTokenProvider }),
  };
}
