import type { KubernetesObject } from '../contract';

/** What every dashboard formatter gets; `dashboardParameters` is the cluster's, never undefined. */
export interface DashboardLinkOptions {
  dashboardUrl?: string;
  dashboardParameters: Record<string, unknown>;
  object: KubernetesObject;
  kind: string;
}

export type DashboardFormatter = (options: DashboardLinkOptions) => string;

/** `base` without trailing slashes, then each segment URL-encoded. */
export function joinUrl(base: string, ...segments: string[]): string {
  return [base.replace(/\/+$/, ''), ...segments.map(encodeURIComponent)].join('/');
}

export function requireDashboardUrl(app: string, dashboardUrl: string | undefined): string {
  if (!dashboardUrl) throw new Error(`The ${app} dashboard app needs a dashboard URL`);
  return dashboardUrl;
}

/** The named parameters as strings, or an error naming every one that is missing. */
export function requireStringParameters<K extends string>(
  app: string,
  parameters: Record<string, unknown>,
  names: readonly K[],
): Record<K, string> {
  const missing = names.filter(name => typeof parameters[name] !== 'string' || !parameters[name]);
  if (missing.length > 0) {
    throw new Error(
      `The ${app} dashboard app needs the dashboard parameters ${names.join(', ')} as strings; missing: ${missing.join(', ')}`,
    );
  }
  return Object.fromEntries(names.map(name => [name, parameters[name]])) as Record<K, string>;
}
