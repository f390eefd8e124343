import { NotFoundError } from '@atrium/model';
import type { ClusterDetails } from './ClusterDetails';

/**
 * The cluster a proxied call goes to: the one its `Backstage-Kubernetes-Cluster` header names,
 * or the only one when it names none. Anything else is a 404, as Backstage answers it.
 */
export function selectProxyCluster(
  clusters: readonly ClusterDetails[],
  name: string | undefined,
): ClusterDetails {
  if (clusters.length === 0) throw new NotFoundError('No Kubernetes clusters are configured');
  if (!name) {
    const [only, ...others] = clusters;
    if (only && others.length === 0) return only;
    throw new NotFoundError(
      `Name the cluster in the Backstage-Kubernetes-Cluster header: there are ${clusters.length} clusters`,
    );
  }
  const named = clusters.find(cluster => cluster.name === name);
  if (!named) throw new NotFoundError(`Cluster ${name} not found`);
  return named;
}
