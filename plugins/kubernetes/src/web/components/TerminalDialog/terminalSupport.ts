import type { FrontendConfig } from '@atrium/web-core';
import { createContext, useContext } from 'react';
import type { ClusterSummary } from '../../../shared/contract';

/** Providers whose tokens the browser cannot hand to a WebSocket the proxy opens for it. */
const UNSUPPORTED_AUTH_PROVIDERS = new Set(['aks', 'google', 'oidc']);

/**
 * Spec 000 §5: the terminal is offered when the configuration enables it and there is a single
 * cluster, one that does not use aks, google or oidc (as `GET /clusters` says: the objects
 * answer does not tell how a cluster is reached).
 */
export function isTerminalSupported(
  config: FrontendConfig,
  clusters: readonly ClusterSummary[],
): boolean {
  if (!config.kubernetes?.frontend?.podExecTerminal?.enabled) return false;
  const [cluster, ...others] = clusters;
  if (!cluster || others.length > 0) return false;
  return !UNSUPPORTED_AUTH_PROVIDERS.has(cluster.authProvider);
}

export const TerminalSupportContext = createContext(false);

export function useTerminalSupport(): boolean {
  return useContext(TerminalSupportContext);
}
