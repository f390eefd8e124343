import { principalOf, requirePermissions, type PermissionsService } from '@atrium/server-core';
import type { FastifyInstance } from 'fastify';
import { CLUSTER_AUTH_HEADER, CLUSTER_NAME_HEADER, kubernetesPermissions } from '../shared';
import type { ClusterDetails } from './clusters/ClusterDetails';
import type { ClusterCredentials } from './clusters/credentials/createClusterCredentials';
import { proxyToken } from './clusters/credentials/proxyToken';
import { selectProxyCluster } from './clusters/selectProxyCluster';
import { createClusterClient } from './fetch/createClusterClient';

export interface ProxyRoutesOptions {
  clusters: () => Promise<readonly ClusterDetails[]>;
  credentials: ClusterCredentials;
  permissions: () => PermissionsService | undefined;
  timeoutMs: number;
}

const PROXY_SEGMENT = '/proxy/';

/** What the proxy lets through to a cluster: reading, and deleting pods (spec 000 §7). */
const PROXY_METHODS = ['GET', 'DELETE'] as const;

/**
 * `/proxy/*` (spec 001 §7): the rest of the path goes to the cluster named by the
 * `Backstage-Kubernetes-Cluster` header (or the only one), with the cluster's own credentials
 * (those the server obtains for `googleServiceAccount`, `aws` and `azure`), or, for providers whose
 * token the user holds (`oidc`, `google`, `aks`), the one in `Backstage-Kubernetes-Authorization`.
 * Events, pod logs and pod deletion go this way; it needs `kubernetes.proxy`.
 */
export function registerProxyRoutes(router: FastifyInstance, options: ProxyRoutesOptions) {
  router.route({
    method: [...PROXY_METHODS],
    url: '/proxy/*',
    async handler(request, reply) {
      await requirePermissions(options.permissions(), principalOf(request), [
        kubernetesPermissions.proxy,
      ]);
      const cluster = selectProxyCluster(
        await options.clusters(),
        header(request.headers[CLUSTER_NAME_HEADER]),
      );
      const callerToken = header(request.headers[CLUSTER_AUTH_HEADER])?.replace(/^Bearer\s+/i, '');
      const token = await proxyToken(options.credentials, cluster, callerToken);
      const client = createClusterClient(cluster, token, { timeoutMs: options.timeoutMs });
      const answer = await client.request(request.method, pathBelowProxy(request.url));
      return reply
        .status(answer.status)
        .type(answer.contentType ?? 'application/json')
        .send(answer.body);
    },
  });
}

/**
 * What follows `/proxy` in the URL as the client sent it, query included: still percent-encoded,
 * so an encoded `/` or `\` stays part of a name rather than becoming a separator.
 */
function pathBelowProxy(url: string): string {
  return url.slice(url.indexOf(PROXY_SEGMENT) + PROXY_SEGMENT.length - 1);
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
