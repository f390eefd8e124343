import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { AccessRules, ForbiddenRule } from './api/authorize';
import { createApiHandler } from './api/createApiHandler';
import { sendJson } from './api/sendJson';
import { internalError, unavailable } from './api/status';
import { createExecUpgradeHandler } from './exec/handleExecUpgrade';
import {
  createObjectStore,
  type FakeObject,
  type FakePodLog,
  type ObjectStore,
} from './store/createObjectStore';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from './store/loadFixtures';
import { createCertificates } from './tls/createCertificates';

export interface StartFakeKubernetesOptions {
  /** The loopback port to listen on; a free one unless given (the demo may want a fixed one). */
  port?: number;
  /** YAML files or folders to load; the bundled demo fixtures unless given; `[]` for none. */
  fixtures?: readonly string[];
  /** Objects added after the fixtures (a benchmark's 500 generated pods). */
  objects?: readonly FakeObject[];
  logs?: readonly FakePodLog[];
  /** The bearer token the fake accepts; a random one unless given. */
  token?: string;
  /** Other bearer tokens it accepts: those made per request, like EKS's presigned ones. */
  acceptsToken?: (token: string) => boolean;
  /** The user 403 messages name. */
  user?: string;
  forbidden?: ForbiddenRule;
  /** Milliseconds every request waits before it is answered. */
  latencyMs?: number;
  /** How a down fake behaves: `unavailable` answers 503 Status objects, `refuse` stops listening. */
  downMode?: 'unavailable' | 'refuse';
}

export interface FakeKubernetesRequest {
  method: string;
  /** The path with its query string, as sent. */
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FakeKubernetes {
  /** `https://127.0.0.1:<port>`: the cluster's API server URL. */
  url: string;
  /** PEM of the CA that signed the server's certificate. */
  caData: string;
  /** The same CA base64-encoded, as kubeconfig's `certificate-authority-data` carries it. */
  caDataBase64: string;
  token: string;
  /** Every request received, oldest first (also those answered 401, 403 or 503). */
  requests: FakeKubernetesRequest[];
  store: ObjectStore;
  add(objects: readonly FakeObject[]): void;
  addLogs(logs: readonly FakePodLog[]): void;
  setDown(down: boolean): Promise<void>;
  setForbidden(rule: ForbiddenRule): void;
  setLatency(milliseconds: number): void;
  stop(): Promise<void>;
}

/**
 * A Kubernetes API server on a loopback port over TLS, speaking the real wire format to
 * `@kubernetes/client-node`: discovery, lists with label and field selectors, metrics, events,
 * logs, pod deletion and the exec WebSocket, with bearer-token auth and switchable failures.
 */
export async function startFakeKubernetes(
  options: StartFakeKubernetesOptions = {},
): Promise<FakeKubernetes> {
  const store = createObjectStore();
  const fixtures = loadFixtures(options.fixtures ?? [DEFAULT_FIXTURES_DIR]);
  store.add(fixtures.objects);
  store.addLogs(fixtures.logs);
  store.add(options.objects ?? []);
  store.addLogs(options.logs ?? []);

  const token = options.token ?? randomBytes(24).toString('base64url');
  const access: AccessRules = {
    token,
    acceptsToken: options.acceptsToken,
    user: options.user ?? 'system:serviceaccount:atrium:atrium-reader',
    forbidden: options.forbidden ?? false,
  };
  const downMode = options.downMode ?? 'unavailable';
  let latencyMs = options.latencyMs ?? 0;
  let down = false;
  const requests: FakeKubernetesRequest[] = [];
  const sockets = new Set<Socket>();

  const certificates = createCertificates();
  const server = createServer({ cert: certificates.serverCert, key: certificates.serverKey });
  let port = options.port ?? 0;
  const serverAddress = (): string => `127.0.0.1:${port}`;
  const handle = createApiHandler({ store, access: () => access, serverAddress });
  const upgrade = createExecUpgradeHandler({ store, access: () => access });

  const record = (request: IncomingMessage): void => {
    requests.push({
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: request.headers,
    });
  };
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    record(request);
    void (async () => {
      if (latencyMs > 0) await delay(latencyMs);
      if (down) return sendJson(response, 503, unavailable());
      handle(request, response);
    })().catch(() => {
      // Whatever a request does to it, the cluster answers as an API server would.
      if (!response.headersSent) sendJson(response, 500, internalError());
      else response.destroy();
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    record(request);
    void (async () => {
      if (latencyMs > 0) await delay(latencyMs);
      if (down) return socket.destroy();
      upgrade(request, socket, head);
    })();
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>(resolve => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();

  return {
    url: `https://${serverAddress()}`,
    caData: certificates.caCert,
    caDataBase64: Buffer.from(certificates.caCert, 'utf8').toString('base64'),
    token,
    requests,
    store,
    add: objects => store.add(objects),
    addLogs: logs => store.addLogs(logs),
    async setDown(value) {
      down = value;
      // Refusing connections means giving the port up for a while; the same port comes back.
      if (downMode === 'refuse') await (value ? close() : listen());
    },
    setForbidden(rule) {
      access.forbidden = rule;
    },
    setLatency(milliseconds) {
      latencyMs = milliseconds;
    },
    async stop() {
      upgrade.close();
      await close();
    },
  };
}
