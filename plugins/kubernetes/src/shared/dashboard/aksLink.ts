import type { DashboardLinkOptions } from './types';
import { requireStringParameters } from './types';

const AZURE_PORTAL = 'https://portal.azure.com';

/**
 * The Azure portal's AKS resource blade. It takes the cluster's resource id and the object itself
 * (as JSON) in its hash, each URL-encoded.
 */
export function aksLink({
  dashboardUrl,
  dashboardParameters,
  object,
  kind,
}: DashboardLinkOptions): string {
  const { subscriptionId, resourceGroup, clusterName } = requireStringParameters(
    'aks',
    dashboardParameters,
    ['subscriptionId', 'resourceGroup', 'clusterName'] as const,
  );
  const clusterId = [
    '/subscriptions',
    subscriptionId,
    'resourceGroups',
    resourceGroup,
    'providers/Microsoft.ContainerService/managedClusters',
    clusterName,
  ].join('/');
  const resource = {
    kind,
    metadata: {
      name: object.metadata?.name,
      namespace: object.metadata?.namespace,
      uid: object.metadata?.uid,
    },
  };
  const portal = (dashboardUrl ?? AZURE_PORTAL).replace(/\/+$/, '');
  return `${portal}/#blade/Microsoft_Azure_ContainerService/AksK8ResourceMenuBlade/overview-${kind}/aksClusterId/${encodeURIComponent(clusterId)}/resource/${encodeURIComponent(JSON.stringify(resource))}`;
}
