import type { RouteOptions } from 'fastify';
import { createConfig, readDurationMs } from '../config';
import type { DatabaseManager } from '../database/createDatabaseManager';
import { createLogger, type Logger } from '../logging/createLogger';
import type { PluginDefinition } from '../plugin/definePlugin';
import type { UrlReader } from '../reading/createUrlReader';
import { createServer, type AtriumServer } from '../server/createServer';
import { authTokensServiceRef } from '../auth/principal';
import { createMockAuthTokens, mockUserToken } from './mockAuthTokens';
import { createTestDatabaseManager, type TestDatabaseId } from './testDatabases';

export interface StartTestServerOptions {
  plugins: readonly PluginDefinition[];
  /** Configuration for this test, merged over a minimal base. */
  config?: Record<string, unknown>;
  database?: TestDatabaseId;
  /** A database of the test's own instead of a fresh one, e.g. to start again on the same data. */
  databaseManager?: DatabaseManager;
  workingDirectory?: string;
  reader?: UrlReader;
  bodyLimit?: number;
  /** Receives the server's log; silent unless LOG_LEVEL is set. */
  logger?: Logger;
  /** Called for every route a plugin adds, so a test can reach all of them without a list. */
  onRoute?: (route: RouteOptions) => void;
}

/** Request options of a test server: `token` replaces the default caller, `null` sends none. */
export type TestRequestInit = RequestInit & { token?: string | null };

export interface TestServer {
  readonly server: AtriumServer;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** fetch against the server: `request('/api/catalog/entities')`. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** JSON helper: sends `body` as JSON and parses the answer. */
  json<T = unknown>(
    path: string,
    init?: Omit<TestRequestInit, 'body'> & { body?: unknown },
  ): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

/**
 * Starts a real server with the given plugins on a random loopback port. Without the auth plugin,
 * requests are authenticated with readable mock tokens and carry `mockUserToken()` by default.
 */
export async function startTestServer(options: StartTestServerOptions): Promise<TestServer> {
  const config = createConfig({
    backend: { baseUrl: 'http://127.0.0.1', listen: { host: '127.0.0.1', port: 0 } },
    ...options.config,
  });
  const mockAuth = !options.plugins.some(plugin => plugin.id === 'auth');
  const defaultToken = mockAuth ? mockUserToken() : null;
  const server = createServer({
    config,
    plugins: options.plugins,
    logger: options.logger ?? createLogger({ level: process.env.LOG_LEVEL ?? 'silent' }),
    database:
      options.databaseManager ??
      createTestDatabaseManager(options.database ?? 'sqlite', {
        statementTimeoutMs: readDurationMs(config, 'backend.database.statementTimeout'),
      }),
    reader: options.reader,
    workingDirectory: options.workingDirectory,
    bodyLimit: options.bodyLimit,
    provideServices: mockAuth
      ? services => services.provide(authTokensServiceRef, createMockAuthTokens())
      : undefined,
  });
  // Plugins add their routes while the server starts, after this hook is in place.
  const { onRoute } = options;
  if (onRoute) server.app.addHook('onRoute', route => onRoute(route));
  const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  const request = (path: string, { token = defaultToken, ...init }: TestRequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (token !== null && !headers.has('authorization')) {
      headers.set('authorization', `Bearer ${token}`);
    }
    return fetch(`${url}${path}`, { ...init, headers });
  };
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
