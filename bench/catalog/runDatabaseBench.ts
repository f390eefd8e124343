import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase, type BenchDatabaseHandle } from './createBenchDatabase';
import { createHttpClient } from './createHttpClient';
import type { DatabaseReport } from './DatabaseReport';
import { findFreePort } from '@atrium/server-core/testing';
import { seconds } from './formatFigures';
import type { GeneratedCatalog } from './generateCatalog';
import { measureColdStart } from './measureColdStart';
import { measurePermissionOverhead } from './measurePermissionOverhead';
import { measureRunningServer } from './measureRunningServer';
import type { BenchDatabase, BenchOptions } from './parseBenchArgs';
import { startServer, type ServerProcess } from './startServer';
import { writeServerConfig } from './writeServerConfig';

export interface BenchContext {
  repoRoot: string;
  options: BenchOptions;
  catalog: GeneratedCatalog;
  generatedMs: number | undefined;
  /** Told of every server started, so an interrupted run can stop them. */
  onServerStart: (server: ServerProcess) => void;
}

/** A restarted server has this long to answer /readiness before the run gives up. */
const COLD_START_TIMEOUT_MS = 60_000;

/**
 * One database, start to end: a fresh database and temp dir, ingestion, the load, memory, then
 * restarts for cold start. Whatever happens, the servers it started are stopped and the database
 * is dropped; the temp dir (config, logs, SQLite files) is kept when something went wrong.
 */
export async function runDatabaseBench(
  database: BenchDatabase,
  context: BenchContext,
): Promise<DatabaseReport> {
  const { options, catalog } = context;
  const report = createEmptyReport(database, context);
  const log = (message: string) => console.log(`[${database}] ${message}`);
  const tempDir = await mkdtemp(path.join(os.tmpdir(), `atrium-bench-${database}-`));
  let handle: BenchDatabaseHandle | undefined;
  let server: ServerProcess | undefined;
  try {
    handle = await createBenchDatabase(database, tempDir);
    report.databaseDescription = handle.description;
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const serverConfig = {
      dir: tempDir,
      port,
      database: handle.config,
      catalogFile: catalog.rootFile,
    };
    const configFile = await writeServerConfig(serverConfig);
    const start = (logName: string) =>
      (server = startServer({
        repoRoot: context.repoRoot,
        configFile,
        logFile: path.join(tempDir, logName),
        onStart: context.onServerStart,
      }));

    const first = start('server.log');
    log(
      `server started (pid ${first.pid}), waiting for ${catalog.entities} entities; files in ${tempDir}`,
    );
    const client = createHttpClient(baseUrl);
    try {
      await measureRunningServer({
        server: first,
        client,
        catalog,
        database: handle,
        options,
        report,
        log,
      });
    } finally {
      client.close();
    }
    const stopped = await first.stop();
    report.stopMs.push(stopped.stopMs);
    if (stopped.forced) {
      report.notes.push('The server did not exit on SIGTERM within 15 s and was killed');
    }

    for (let run = 1; run <= options.coldStarts; run++) {
      const { readyMs, stopMs } = await measureColdStart({
        start: () => start(`cold-start-${run}.log`),
        baseUrl,
        timeoutMs: COLD_START_TIMEOUT_MS,
      });
      report.coldStartsMs.push(readyMs);
      report.stopMs.push(stopMs);
      log(`  cold start ${run}: ready in ${seconds(readyMs)}`);
    }
    report.permissionPasses = await measurePermissionOverhead({
      catalog,
      options,
      baseUrl,
      readyTimeoutMs: COLD_START_TIMEOUT_MS,
      log,
      start: async (permission, logName) =>
        (server = startServer({
          repoRoot: context.repoRoot,
          configFile: await writeServerConfig({ ...serverConfig, permission }),
          logFile: path.join(tempDir, logName),
          onStart: context.onServerStart,
        })),
    });
    if (!options.keep) await rm(tempDir, { recursive: true, force: true });
  } catch (error) {
    report.failure = error instanceof Error ? error.message : String(error);
  } finally {
    await server?.stop();
    await handle?.drop().catch((error: unknown) => {
      report.notes.push(`Dropping the database failed: ${String(error)}`);
    });
  }
  if (options.keep || report.failure) report.notes.push(`Config, logs and data kept in ${tempDir}`);
  return report;
}

function createEmptyReport(database: BenchDatabase, context: BenchContext): DatabaseReport {
  const { options } = context;
  return {
    database,
    databaseDescription: '(not created)',
    entities: context.catalog.entities,
    seed: options.seed,
    startedAt: new Date(),
    loadAverage: os.loadavg()[0] ?? 0,
    passDescription:
      options.requests === undefined
        ? `${options.durationMs / 1000} s per pass`
        : `${options.requests} requests per pass`,
    generatedMs: context.generatedMs,
    ingestion: undefined,
    ingestionCpuPercent: undefined,
    idleCpuPercent: undefined,
    databaseSizeMb: undefined,
    memoryAfterIngestion: undefined,
    memorySettled: undefined,
    memoryAfterLoad: undefined,
    groupList: undefined,
    scenarios: [],
    coldStartsMs: [],
    stopMs: [],
    permissionPasses: [],
    failure: undefined,
    notes: [],
  };
}
