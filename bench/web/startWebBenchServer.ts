import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { createBenchDatabase } from '../catalog/createBenchDatabase';
import { createHttpClient } from '../catalog/createHttpClient';
import { expectedTotalItems } from '../catalog/expectedTotalItems';
import { findFreePort } from '@atrium/server-core/testing';
import { seconds } from '../catalog/formatFigures';
import type { GeneratedCatalog } from '../catalog/generateCatalog';
import { measureIngestion } from '../catalog/measureIngestion';
import { startServer, type ServerProcess } from '../catalog/startServer';
import { writeServerConfig } from '../catalog/writeServerConfig';

const PROGRESS_EVERY_MS = 5000;

export interface WebBenchServer {
  server: ServerProcess;
  appUrl: string;
  apiUrl: string;
  ingestedMs: number;
}

/**
 * The catalog benchmark's server setup (SQLite in `tempDir`, its own config) plus `app.baseUrl` on
 * a second loopback port, as `npm start` runs it (the web app serves the API on its origin too).
 * Resolves once by-query reports every generated entity.
 */
export async function startWebBenchServer(options: {
  repoRoot: string;
  tempDir: string;
  catalog: GeneratedCatalog;
  ingestTimeoutMs: number;
  onStart: (server: ServerProcess) => void;
  log: (message: string) => void;
}): Promise<WebBenchServer> {
  const database = await createBenchDatabase('sqlite', options.tempDir);
  const apiPort = await findFreePort();
  let appPort = await findFreePort();
  while (appPort === apiPort) appPort = await findFreePort();
  const configFile = await writeServerConfig({
    dir: options.tempDir,
    port: apiPort,
    database: database.config,
    catalogFile: options.catalog.rootFile,
  });
  const appUrl = `http://127.0.0.1:${appPort}`;
  const config = parse(await readFile(configFile, 'utf8')) as Record<string, unknown>;
  await writeFile(configFile, stringify({ ...config, app: { baseUrl: appUrl } }));

  const server = startServer({
    repoRoot: options.repoRoot,
    configFile,
    logFile: path.join(options.tempDir, 'server.log'),
    onStart: options.onStart,
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  options.log(`server started (pid ${server.pid}), app ${appUrl}, API ${apiUrl}`);
  const client = createHttpClient(apiUrl);
  let lastLoggedMs = 0;
  try {
    const ingestion = await measureIngestion({
      server,
      client,
      expected: expectedTotalItems(options.catalog),
      timeoutMs: options.ingestTimeoutMs,
      onProgress: (total, at) => {
        if (at - lastLoggedMs < PROGRESS_EVERY_MS) return;
        lastLoggedMs = at;
        options.log(`  ${total} entities after ${seconds(at)}`);
      },
    });
    if (ingestion.completeMs === undefined) {
      throw new Error(`${ingestion.failure ?? 'ingestion failed'}\n${server.logTail()}`);
    }
    return { server, appUrl, apiUrl, ingestedMs: ingestion.completeMs };
  } finally {
    client.close();
  }
}
