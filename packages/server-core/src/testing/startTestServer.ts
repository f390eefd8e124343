import { createConfig } from '../config';
import { createLogger } from '../logging/createLogger';
import type { PluginDefinition } from '../plugin/definePlugin';
import type { UrlReader } from '../reading/createUrlReader';
import { createServer, type AtriumServer } from '../server/createServer';
import { createTestDatabaseManager, type TestDatabaseId } from './testDatabases';

export interface StartTestServerOptions {
  plugins: readonly PluginDefinition[];
  /** Configuration for this test, merged over a minimal base. */
  config?: Record<string, unknown>;
  database?: TestDatabaseId;
  workingDirectory?: string;
  reader?: UrlReader;
  bodyLimit?: number;
}

export interface TestServer {
  readonly server: AtriumServer;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** fetch against the server: `request('/api/catalog/entities')`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** JSON helper: sends `body` as JSON and parses the answer. */
  json<T = unknown>(
    path: string,
    init?: Omit<RequestInit, 'body'> & { body?: unknown },
  ): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

/** Starts a real server with the given plugins on a random loopback port. */
export async function startTestServer(options: StartTestServerOptions): Promise<TestServer> {
  const config = createConfig({
    backend: { baseUrl: 'http://127.0.0.1', listen: { host: '127.0.0.1', port: 0 } },
    ...options.config,
  });
  const server = createServer({
    config,
    plugins: options.plugins,
    logger: createLogger({ level: process.env.LOG_LEVEL ?? 'silent' }),
    database: createTestDatabaseManager(options.database ?? 'sqlite'),
    reader: options.reader,
    workingDirectory: options.workingDirectory,
    bodyLimit: options.bodyLimit,
  });
  const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  const request = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  return {
    server,
    url,
    request,
    async json(path, init = {}) {
      const { body, headers, ...rest } = init;
      const response = await request(path, {
        ...rest,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as never };
    },
    stop: () => server.stop(),
  };
}
