import { apiGroupOf } from '../kinds';
import type { DashboardLinkOptions } from './types';
import { joinUrl, requireDashboardUrl } from './types';

/**
 * Rancher's cluster explorer: `<cluster dashboard>/explorer/<group.kind>/<namespace>/<name>`; the
 * dashboard URL names the cluster, e.g. https://rancher.example.com/dashboard/c/c-m-abc12.
 */
export function rancherLink({ dashboardUrl, object, kind }: DashboardLinkOptions): string {
  const base = requireDashboardUrl('rancher', dashboardUrl);
  const name = object.metadata?.name;
  if (!name) return base;
  const group = apiGroupOf(object, kind);
  const type = group ? `${group}.${kind.toLowerCase()}` : kind.toLowerCase();
  const namespace = object.metadata?.namespace;
  return namespace
    ? joinUrl(base, 'explorer', type, namespace, name)
    : joinUrl(base, 'explorer', type, name);
}
