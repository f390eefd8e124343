import { apiGroupOf, isKnownKind, pluralOf } from '../kinds';
import type { DashboardLinkOptions } from './types';
import { joinUrl, requireDashboardUrl } from './types';

/**
 * The OpenShift console: `k8s/ns/<namespace>/<plural>/<name>`. Built-in kinds go by their plural;
 * custom resources by the console's `group~version~Kind` reference.
 */
export function openshiftLink({ dashboardUrl, object, kind }: DashboardLinkOptions): string {
  const base = requireDashboardUrl('openshift', dashboardUrl);
  const name = object.metadata?.name;
  if (!name) return base;
  const type = typeOf(object.apiVersion, apiGroupOf(object, kind), kind);
  const namespace = object.metadata?.namespace;
  return namespace
    ? joinUrl(base, 'k8s', 'ns', namespace, type, name)
    : joinUrl(base, 'k8s', 'cluster', type, name);
}

function typeOf(apiVersion: string | undefined, group: string, kind: string): string {
  if (isKnownKind(kind) || !group || !apiVersion?.includes('/')) return pluralOf(kind);
  const version = apiVersion.slice(apiVersion.indexOf('/') + 1);
  return `${group}~${version}~${kind}`;
}
