import type { KubernetesObject } from './contract';
import { aksLink } from './dashboard/aksLink';
import { eksLink } from './dashboard/eksLink';
import { gkeLink } from './dashboard/gkeLink';
import { headlampLink } from './dashboard/headlampLink';
import { openshiftLink } from './dashboard/openshiftLink';
import { rancherLink } from './dashboard/rancherLink';
import { standardLink } from './dashboard/standardLink';
import type { DashboardFormatter } from './dashboard/types';
import { unknownDashboardAppMessage } from './messages';

export interface FormatClusterLinkOptions {
  dashboardUrl?: string;
  dashboardApp?: string;
  dashboardParameters?: Record<string, unknown>;
  object: KubernetesObject;
  kind: string;
}

/** Spec 001 §5: the dashboard apps a cluster may name in its dashboard-app annotation. */
export const DASHBOARD_FORMATTERS: Record<string, DashboardFormatter> = {
  standard: standardLink,
  rancher: rancherLink,
  openshift: openshiftLink,
  aks: aksLink,
  gke: gkeLink,
  eks: eksLink,
  headlamp: headlampLink,
};

/**
 * The link to an object in its cluster's dashboard, or undefined when the cluster has no
 * dashboard. Throws when the cluster names an unknown app or leaves out what its app needs;
 * the tab shows such failures as one message (spec 000 §8).
 */
export function formatClusterLink(options: FormatClusterLinkOptions): string | undefined {
  const { dashboardUrl, dashboardParameters, object, kind } = options;
  if (!dashboardUrl && !dashboardParameters) return undefined;
  const app = options.dashboardApp || 'standard';
  const format = Object.hasOwn(DASHBOARD_FORMATTERS, app) ? DASHBOARD_FORMATTERS[app] : undefined;
  if (!format) throw new Error(unknownDashboardAppMessage(app));
  return format({ dashboardUrl, dashboardParameters: dashboardParameters ?? {}, object, kind });
}
