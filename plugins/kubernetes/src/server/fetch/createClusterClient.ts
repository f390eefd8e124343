import http from 'node:http';
import https from 'node:https';
import type * as ClientLibrary from '@kubernetes/client-node';
import type { KubeConfig } from '@kubernetes/client-node';
import type { ClusterDetails } from '../clusters/ClusterDetails';
import { clusterRequestUrl } from './clusterRequestUrl';

export interface ClusterResponse {
  status: number;
  /** The body as text: JSON for API objects, plain text for logs. */
  body: string;
  contentType?: string;
}

export interface ClusterClient {
  /** One request to the API server, e.g. `GET /api/v1/pods?labelSelector=app%3Dweb`. */
  request(method: string, path: string, body?: string): Promise<ClusterResponse>;
  /** The https options (CA, client certificates, bearer token) for other connections. */
  connectionOptions(): Promise<https.RequestOptions>;
}

/**
 * The client library takes half a second to load: it is loaded on the first request to a cluster,
 * not when the server starts (most starts never talk to a cluster before they are ready).
 */
let clientLibrary: Promise<typeof ClientLibrary> | undefined;

async function kubeConfigFor(
  cluster: ClusterDetails,
  token: string | undefined,
): Promise<KubeConfig> {
  const { KubeConfig } = await (clientLibrary ??= import('@kubernetes/client-node'));
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromClusterAndUser(
    {
      name: cluster.name,
      server: cluster.url,
      caData: cluster.caData,
      caFile: cluster.caFile,
      skipTLSVerify: cluster.skipTLSVerify,
    },
    { name: 'atrium', token },
  );
  return kubeConfig;
}

/**
 * Connections to clusters are kept open between requests: an entity's lists and metrics are a
 * dozen requests per cluster every 10 s, and a TLS handshake each would cost more than the lists.
 * Node pools sockets by host and TLS settings, never by the headers that carry a caller's token.
 */
const keepAliveAgents = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};

/** Answers larger than this are refused: one entity's objects are never this many. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/**
 * Talks to one cluster as one caller. The TLS and auth settings come from a KubeConfig built for
 * the cluster and the caller's token, so they are set exactly as `@kubernetes/client-node` sets
 * them (CA data or file, skip-TLS-verify, bearer token).
 */
export function createClusterClient(
  cluster: ClusterDetails,
  token: string | undefined,
  options: { timeoutMs: number },
): ClusterClient {
  const base = new URL(cluster.url);
  const secure = base.protocol === 'https:';
  const transport = secure ? https : http;
  // Worked out once per client: every list of one request to the cluster uses the same settings.
  let settings: Promise<https.RequestOptions> | undefined;

  function connectionOptions(): Promise<https.RequestOptions> {
    settings ??= kubeConfigFor(cluster, token).then(async kubeConfig => {
      const options: https.RequestOptions = {};
      await kubeConfig.applyToHTTPSOptions(options);
      return options;
    });
    return settings;
  }

  return {
    connectionOptions,
    async request(method, path, body) {
      const connection = await connectionOptions();
      const target = clusterRequestUrl(cluster.url, path);
      return new Promise<ClusterResponse>((resolve, reject) => {
        const request = transport.request(
          target,
          {
            agent: secure ? keepAliveAgents.https : keepAliveAgents.http,
            ...connection,
            method,
            headers: {
              ...connection.headers,
              accept: 'application/json, */*',
              ...(body !== undefined && { 'content-type': 'application/json' }),
            },
            timeout: options.timeoutMs,
          },
          response => {
            const chunks: Buffer[] = [];
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > MAX_RESPONSE_BYTES) {
                request.destroy(new Error(`The answer to ${path} is larger than 64 MB`));
                return;
              }
              chunks.push(chunk);
            });
            response.on('error', reject);
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                contentType: response.headers['content-type'],
              }),
            );
          },
        );
        request.on('timeout', () =>
          request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)),
        );
        request.on('error', reject);
        request.end(body);
      });
    },
  };
}
