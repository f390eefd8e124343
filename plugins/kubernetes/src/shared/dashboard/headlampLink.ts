import { isNamespacedKind, pluralOf } from '../kinds';
import type { DashboardLinkOptions } from './types';
import { joinUrl } from './types';

/** Where an internal Headlamp is served from inside the portal. */
export const INTERNAL_HEADLAMP_PATH = '/headlamp';
/** The name Headlamp gives the cluster it runs in. */
const DEFAULT_HEADLAMP_CLUSTER = 'main';

/**
 * Headlamp: `c/<cluster>/<plural>/<namespace>/<name>`. The `internal` parameter says Headlamp
 * runs inside the portal, so no dashboard URL is needed; `clusterName` names Headlamp's cluster.
 */
export function headlampLink({
  dashboardUrl,
  dashboardParameters,
  object,
  kind,
}: DashboardLinkOptions): string {
  const internal = dashboardParameters.internal === true;
  if (!dashboardUrl && !internal) {
    throw new Error('The headlamp dashboard app needs a dashboard URL or the internal parameter');
  }
  const name = object.metadata?.name;
  if (!name) throw new Error('The headlamp dashboard app needs the name of the resource');
  const namespace = object.metadata?.namespace;
  const namespaced = isNamespacedKind(kind);
  if (namespaced && !namespace) {
    throw new Error(`The headlamp dashboard app needs the namespace of the ${kind} ${name}`);
  }
  const cluster =
    typeof dashboardParameters.clusterName === 'string' && dashboardParameters.clusterName
      ? dashboardParameters.clusterName
      : DEFAULT_HEADLAMP_CLUSTER;
  const base = dashboardUrl ?? INTERNAL_HEADLAMP_PATH;
  const place = namespaced && namespace ? [namespace, name] : [name];
  return joinUrl(base, 'c', cluster, pluralOf(kind), ...place);
}
