import type { DashboardLinkOptions } from './types';
import { joinUrl, requireDashboardUrl } from './types';

/** The Kubernetes dashboard routes in its hash: `#/deployment/<namespace>/<name>?namespace=…`. */
export function standardLink({ dashboardUrl, object, kind }: DashboardLinkOptions): string {
  const base = requireDashboardUrl('standard', dashboardUrl);
  const name = object.metadata?.name;
  if (!name) return base;
  const namespace = object.metadata?.namespace;
  const route = namespace
    ? `${joinUrl('#', kind.toLowerCase(), namespace, name)}?namespace=${encodeURIComponent(namespace)}`
    : joinUrl('#', kind.toLowerCase(), name);
  return `${base.replace(/\/+$/, '')}/${route}`;
}
