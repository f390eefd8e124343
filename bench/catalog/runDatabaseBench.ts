import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCatalogScenarios } from './catalogScenarios';
import { createBenchDatabase, type BenchDatabaseHandle } from './createBenchDatabase';
import { createHttpClient } from './createHttpClient';
import { expectedTotalItems } from './expectedTotalItems';
import type { DatabaseReport } from './DatabaseReport';
import { findFreePort } from './findFreePort';
import { milliseconds, seconds } from './formatReport';
import type { GeneratedCatalog } from './generateCatalog';
import { measureColdStart } from './measureColdStart';
import { measureIngestion } from './measureIngestion';
import type { BenchDatabase, BenchOptions } from './parseBenchArgs';
import { readProcessMemory } from './readProcessMemory';
import { runScenario } from './runScenario';
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

/** A started server has this long to answer /readiness on a restart before the run gives up. */
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
  const report: DatabaseReport = {
    database,
    databaseDescription: '(not created)',
    entities: catalog.entities,
    seed: options.seed,
    startedAt: new Date(),
    passDescription:
      options.requests === undefined
        ? `${options.durationMs / 1000} s per pass`
        : `${options.requests} requests per pass`,
    generatedMs: context.generatedMs,
    ingestion: undefined,
    memoryAfterIngestion: undefined,
    memoryAfterLoad: undefined,
    scenarios: [],
    coldStartsMs: [],
    stopMs: [],
    failure: undefined,
    notes: [],
  };
  const tempDir = await mkdtemp(path.join(os.tmpdir(), `atrium-bench-${database}-`));
  let handle: BenchDatabaseHandle | undefined;
  let server: ServerProcess | undefined;
  try {
    handle = await createBenchDatabase(database, tempDir);
    report.databaseDescription = handle.description;
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const configFile = await writeServerConfig({
      dir: tempDir,
      port,
      database: handle.config,
      catalogFile: catalog.rootFile,
    });
    const start = (logName: string) =>
      startServer({
        repoRoot: context.repoRoot,
        configFile,
        logFile: path.join(tempDir, logName),
        onStart: context.onServerStart,
      });

    console.log(`[${database}] starting the server (pid follows), log in ${tempDir}`);
    server = start('server.log');
    console.log(`[${database}] server pid ${server.pid}, waiting for ${catalog.entities} entities`);
    const client = createHttpClient(baseUrl);
    try {
      let lastPrint = 0;
      report.ingestion = await measureIngestion({
        server,
        client,
        expected: expectedTotalItems(catalog),
        timeoutMs: options.ingestTimeoutMs,
        onProgress: (total, at) => {
          if (at - lastPrint < 5_000) return;
          lastPrint = at;
          console.log(`[${database}]   ${seconds(at)}: ${total} entities`);
        },
      });
      if (report.ingestion.failure) {
        console.error(`[${database}] server log tail:\n${server.logTail(40)}`);
        throw new Error(report.ingestion.failure);
      }
      const { completeMs, totalItems } = report.ingestion;
      console.log(`[${database}] ingested ${totalItems} entities in ${seconds(completeMs ?? 0)}`);
      if (totalItems !== catalog.entities) {
        report.notes.push(
          `by-query reported totalItems ${totalItems}; the generated catalog has ${catalog.entities}`,
        );
      }
      report.memoryAfterIngestion = await readProcessMemory(server.pid);

      for (const scenario of createCatalogScenarios(catalog, options.seed)) {
        const result = await runScenario(scenario, { client, ...options });
        report.scenarios.push(result);
        const { latency, requests } = result.sequential;
        console.log(
          `[${database}]   ${scenario.label}: p50 ${latency ? milliseconds(latency.p50) : '—'}, p95 ${latency ? milliseconds(latency.p95) : '—'} (${requests} requests)` +
            `, ${result.concurrent?.requestsPerSecond.toFixed(0) ?? '—'} req/s at c=${options.concurrency}`,
        );
        if (server.exit)
          throw new Error(`the server exited (code ${server.exit.code}) during the load`);
      }
      report.memoryAfterLoad = await readProcessMemory(server.pid);
    } finally {
      client.close();
    }

    const stopped = await server.stop();
    report.stopMs.push(stopped.stopMs);
    if (stopped.forced)
      report.notes.push('The server did not exit on SIGTERM within 15 s and was killed');
    for (let run = 1; run <= options.coldStarts; run++) {
      const { readyMs, stopMs } = await measureColdStart({
        start: () => (server = start(`cold-start-${run}.log`)),
        baseUrl,
        timeoutMs: COLD_START_TIMEOUT_MS,
      });
      report.coldStartsMs.push(readyMs);
      report.stopMs.push(stopMs);
      console.log(`[${database}]   cold start ${run}: ready in ${seconds(readyMs)}`);
    }
    if (!options.keep) await rm(tempDir, { recursive: true, force: true });
  } catch (error) {
    report.failure = error instanceof Error ? error.message : String(error);
    report.notes.push(`Config, logs and data kept in ${tempDir}`);
  } finally {
    await server?.stop();
    await handle?.drop().catch((error: unknown) => {
      report.notes.push(`Dropping the database failed: ${String(error)}`);
    });
  }
  if (options.keep && !report.failure)
    report.notes.push(`Config, logs and data kept in ${tempDir}`);
  return report;
}
