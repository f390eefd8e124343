import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTITY_KINDS } from '@atrium/model';
import { fetchGuestToken } from '@atrium/plugin-auth/testing';
import { listenPortal, plugins } from '@atrium/server';
import { createConfig, createLogger, createServer, type AtriumServer } from '@atrium/server-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Portal {
  appUrl: string;
  apiUrl: string;
  /**
   * A directory tests may write catalog files to and register through the API. Templates publish
   * their repositories below `repositories/` in it (host `localhost` in the repo picker).
   */
  filesDir: string;
  /** fetch against the API, signed in as the guest (plugin routes need an identity). */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
  /** A token of the guest, as the auth backend issues it. */
  guestToken(): Promise<string>;
  stop(): Promise<void>;
}

/** The static external access token the portal accepts, as `external:e2e-pipeline`. */
export const EXTERNAL_ACCESS_TOKEN = 'e2e-external-access-token-0123456789';

export interface StartPortalOptions {
  /** The `auth` configuration; the guest alone (signed in automatically) by default. */
  auth?: Record<string, unknown>;
  /**
   * Fixed ports, for tests whose configuration must name the portal's URLs (an OAuth provider's
   * redirect URI, the popup's app origin); free ports chosen at start otherwise. The same port
   * twice is the one-origin deployment: one listener for the app and the API.
   */
  ports?: { app: number; api: number };
  /** The path of `app.baseUrl`, e.g. '/portal'; the app is at the origin's root otherwise. */
  appPath?: string;
  /** The `kubernetes` configuration, e.g. clusters started by the test. */
  kubernetes?: Record<string, unknown>;
  /** The `integrations` configuration, e.g. fake code hosts started by the test. */
  integrations?: Record<string, unknown>;
  /** More `catalog` settings, e.g. a short `processingInterval`, over the ones given here. */
  catalog?: Record<string, unknown>;
}

/**
 * The whole portal as `npm start` runs it — the API with every plugin, and the built web app,
 * which serves the API on its own origin too — on loopback ports of its own, with the demo
 * organisation in memory.
 */
export async function startPortal(options: StartPortalOptions = {}): Promise<Portal> {
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'silent' });
  // The real path: the catalog compares the locations templates register with its file roots.
  const filesDir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-e2e-')));
  await fs.mkdir(path.join(filesDir, 'tasks'));
  const config = createConfig({
    // Port 0: the web app takes a free port and serves the API on its origin too.
    app: {
      title: 'Atrium',
      baseUrl: `http://127.0.0.1:${options.ports?.app ?? 0}${options.appPath ?? ''}`,
    },
    organization: { name: 'Velora Mobility' },
    auth: options.auth ?? { providers: { guest: {} } },
    backend: {
      baseUrl: options.ports ? `http://127.0.0.1:${options.ports.api}` : 'http://127.0.0.1',
      listen: { host: '127.0.0.1', port: options.ports?.api ?? 0 },
      database: { client: 'better-sqlite3', connection: ':memory:' },
      // What an outside system (a CI pipeline) calls the API with, e.g. to send notifications.
      auth: {
        externalAccess: [
          { type: 'static', options: { token: EXTERNAL_ACCESS_TOKEN, subject: 'e2e-pipeline' } },
        ],
      },
    },
    catalog: {
      rules: [{ allow: [...ENTITY_KINDS] }],
      locations: [{ type: 'file', target: path.join(repoRoot, 'examples/all.yaml') }],
      fileLocationRoots: [filesDir],
      ...options.catalog,
    },
    // Templates push to bare repositories in filesDir, which the catalog may read to register them;
    // `localhost?owner=velora&repo=x` in the repo picker is repositories/velora/x.git.
    scaffolder: {
      localRepositoryRoots: [path.join(filesDir, 'repositories')],
      localRepositoryHost: 'localhost',
      workingDirectory: path.join(filesDir, 'tasks'),
    },
    // Built docs sites stay with this run's files, so every run builds them afresh.
    techdocs: {
      builder: 'local',
      publisher: { type: 'local', local: { publishDirectory: path.join(filesDir, 'techdocs') } },
    },
    ...(options.kubernetes ? { kubernetes: options.kubernetes } : {}),
    ...(options.integrations ? { integrations: options.integrations } : {}),
  });
  const server: AtriumServer = createServer({
    config,
    plugins,
    logger,
    workingDirectory: repoRoot,
  });
  const listening = await listenPortal({
    server,
    config,
    logger,
    ports: { api: options.ports?.api ?? 0, app: options.ports?.app ?? 0 },
    host: '127.0.0.1',
  });
  const { apiUrl, appUrl } = listening;
  if (!appUrl) {
    await listening.stop();
    throw new Error('The web app is not built: run npm run build first');
  }
  let guestToken: Promise<string> | undefined;
  const tokenOfGuest = () => (guestToken ??= fetchGuestToken(apiUrl));
  return {
    appUrl,
    apiUrl,
    filesDir,
    guestToken: tokenOfGuest,
    async fetchApi(apiPath, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${await tokenOfGuest()}`);
      return fetch(`${apiUrl}${apiPath}`, { ...init, headers });
    },
    async stop() {
      await listening.stop();
      await fs.rm(filesDir, { recursive: true, force: true });
    },
  };
}
