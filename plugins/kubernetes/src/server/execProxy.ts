import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { InputError, NotFoundError } from '@atrium/model';
import {
  requestedProtocols,
  requirePermissions,
  upgradeToken,
  type PermissionsService,
  type Principal,
} from '@atrium/server-core';
import { WebSocket, WebSocketServer } from 'ws';
import { CLUSTER_AUTH_HEADER, CLUSTER_NAME_HEADER, kubernetesPermissions } from '../shared';
import type { ClusterDetails } from './clusters/ClusterDetails';
import type { ClusterCredentials } from './clusters/credentials/createClusterCredentials';
import { proxyToken } from './clusters/credentials/proxyToken';
import { createClusterClient } from './fetch/createClusterClient';

export interface ExecProxyOptions {
  clusters: () => Promise<readonly ClusterDetails[]>;
  credentials: ClusterCredentials;
  permissions: () => PermissionsService | undefined;
  timeoutMs: number;
}

/** A terminal's path on a cluster: nothing else may be opened as a WebSocket through the proxy. */
const EXEC_PATH = /^\/api\/v1\/namespaces\/[^/]+\/pods\/[^/]+\/exec$/;
/** The query parameter naming the cluster: a browser cannot add headers to a WebSocket. */
const CLUSTER_PARAM = 'cluster';

/**
 * The terminal (spec 000 §7): `/proxy/api/v1/namespaces/{ns}/pods/{pod}/exec?…` upgraded with the
 * `channel.k8s.io` subprotocol is joined to the same exec on the cluster, frames passed through
 * unchanged both ways. The cluster comes from the `cluster` parameter (or the proxy's header).
 */
export function createExecProxy(options: ExecProxyOptions) {
  return async function handleExecUpgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    principal: Principal,
  ) {
    await requirePermissions(options.permissions(), principal, [kubernetesPermissions.proxy]);
    const url = new URL(request.url ?? '/', 'http://atrium');
    const path = url.pathname.replace(/^\/api\/kubernetes\/proxy/, '');
    if (!EXEC_PATH.test(path)) throw new NotFoundError(`Only a pod's exec can be opened: ${path}`);
    const name = url.searchParams.get(CLUSTER_PARAM) ?? headerValue(request, CLUSTER_NAME_HEADER);
    if (!name) throw new InputError(`Missing ${CLUSTER_PARAM} parameter`);
    const cluster = (await options.clusters()).find(candidate => candidate.name === name);
    if (!cluster) throw new NotFoundError(`Cluster ${name} not found`);
    url.searchParams.delete(CLUSTER_PARAM);

    const callerToken = headerValue(request, CLUSTER_AUTH_HEADER)?.replace(/^Bearer\s+/i, '');
    const clusterToken = await proxyToken(options.credentials, cluster, callerToken);
    const client = createClusterClient(cluster, clusterToken, { timeoutMs: options.timeoutMs });
    const token = upgradeToken(request);
    const protocols = requestedProtocols(request).filter(protocol => protocol !== token);
    const target = `${cluster.url.replace(/^http/, 'ws')}${path}${url.search}`;
    const upstream = new WebSocket(target, protocols, {
      ...(await client.connectionOptions()),
      handshakeTimeout: options.timeoutMs,
    });
    upstream.once('error', () => socket.destroy());
    upstream.once('open', () => {
      // The browser is answered with the subprotocol the cluster chose.
      const accept = new WebSocketServer({
        noServer: true,
        handleProtocols: () => upstream.protocol || false,
      });
      accept.handleUpgrade(request, socket, head, browser => join(browser, upstream));
    });
  };
}

function join(browser: WebSocket, upstream: WebSocket) {
  browser.on('message', (data, isBinary) => upstream.send(data, { binary: isBinary }));
  upstream.on('message', (data, isBinary) => browser.send(data, { binary: isBinary }));
  browser.on('close', () => upstream.close());
  upstream.on('close', (code, reason) => browser.close(validCloseCode(code), reason));
  browser.on('error', () => upstream.terminate());
  upstream.on('error', () => browser.terminate());
}

/** Codes a peer may send; the reserved ones (1005, 1006) become a normal closure. */
function validCloseCode(code: number): number {
  return code === 1005 || code === 1006 ? 1000 : code;
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
