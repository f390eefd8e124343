import type { DashboardLinkOptions } from './types';
import { joinUrl, requireStringParameters } from './types';

const GOOGLE_CONSOLE = 'https://console.cloud.google.com';

/** The kinds the Google Cloud console has a page for, by their path segment. */
const GKE_PAGES: Record<string, string> = {
  Deployment: 'deployment',
  StatefulSet: 'statefulset',
  DaemonSet: 'daemonset',
  ReplicaSet: 'replicaset',
  Job: 'job',
  CronJob: 'cronjob',
  Pod: 'pod',
  Service: 'service',
  Ingress: 'ingress',
};

/**
 * The Google Cloud console: `kubernetes/<kind>/<region>/<cluster>/<namespace>/<name>/overview`;
 * other kinds open the cluster's page.
 */
export function gkeLink({ dashboardParameters, object, kind }: DashboardLinkOptions): string {
  const { projectId, region, clusterName } = requireStringParameters('gke', dashboardParameters, [
    'projectId',
    'region',
    'clusterName',
  ] as const);
  const query = `?project=${encodeURIComponent(projectId)}`;
  const page = GKE_PAGES[kind];
  const name = object.metadata?.name;
  const namespace = object.metadata?.namespace;
  if (!page || !name || !namespace) {
    return `${joinUrl(GOOGLE_CONSOLE, 'kubernetes', 'clusters', 'details', region, clusterName, 'details')}${query}`;
  }
  return `${joinUrl(GOOGLE_CONSOLE, 'kubernetes', page, region, clusterName, namespace, name, 'overview')}${query}`;
}
