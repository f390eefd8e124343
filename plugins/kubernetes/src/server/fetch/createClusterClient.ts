import http from 'node:http';
import https from 'node:https';
import type * as ClientLibrary from '@kubernetes/client-node';
import type { KubeConfig } from '@kubernetes/client-node';
import type { ClusterDetails } from '../clusters/ClusterDetails';

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
  let kubeConfig: Promise<KubeConfig> | undefined;
  const base = new URL(cluster.url);
  const transport = base.protocol === 'https:' ? https : http;

  async function connectionOptions(): Promise<https.RequestOptions> {
    const settings: https.RequestOptions = {};
    await (await (kubeConfig ??= kubeConfigFor(cluster, token))).applyToHTTPSOptions(settings);
    return settings;
  }

  return {
    connectionOptions,
    async request(method, path, body) {
      const settings = await connectionOptions();
      const target = new URL(`${base.pathname.replace(/\/$/, '')}${path}`, base);
      return new Promise<ClusterResponse>((resolve, reject) => {
        const request = transport.request(
          target,
          {
            ...settings,
            method,
            headers: {
              ...settings.headers,
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
