import { createCatalogScenarios } from './catalogScenarios';
import type { BenchDatabaseHandle } from './createBenchDatabase';
import type { HttpClient } from './createHttpClient';
import type { DatabaseReport } from './DatabaseReport';
import { expectedTotalItems } from './expectedTotalItems';
import { milliseconds, seconds } from './formatFigures';
import type { GeneratedCatalog } from './generateCatalog';
import { measureGroupList } from './measureGroupList';
import { measureIngestion } from './measureIngestion';
import type { BenchOptions } from './parseBenchArgs';
import { measureCpuPercent, readProcessCpuMs } from './readProcessCpuMs';
import { readProcessMemory } from './readProcessMemory';
import { runScenario } from './runScenario';
import { sleep } from './sleep';
import type { ServerProcess } from './startServer';

const IDLE_SAMPLE_MS = 3_000;
const PROGRESS_EVERY_MS = 5_000;

export interface MeasureRunningServerOptions {
  server: ServerProcess;
  client: HttpClient;
  catalog: GeneratedCatalog;
  database: BenchDatabaseHandle;
  options: BenchOptions;
  /** Filled in as figures come in, so a failure half-way still reports what was measured. */
  report: DatabaseReport;
  log: (message: string) => void;
}

/** Ingestion, then the load, then memory, all on the freshly started server. */
export async function measureRunningServer(context: MeasureRunningServerOptions): Promise<void> {
  const { server, client, catalog, report, log } = context;
  const expected = expectedTotalItems(catalog);
  let lastPrint = 0;
  report.ingestion = await measureIngestion({
    server,
    client,
    expected,
    timeoutMs: context.options.ingestTimeoutMs,
    onProgress: (total, at) => {
      if (at - lastPrint < PROGRESS_EVERY_MS) return;
      lastPrint = at;
      log(`  ${seconds(at)}: ${total} entities`);
    },
  });
  if (report.ingestion.failure) {
    console.error(`Server log tail:\n${server.logTail(40)}`);
    throw new Error(report.ingestion.failure);
  }
  const { completeMs = 1, totalItems } = report.ingestion;
  log(`ingested ${totalItems} entities in ${seconds(completeMs)}`);
  if (totalItems !== expected) {
    report.notes.push(
      `by-query reported totalItems ${totalItems}, expected ${expected} (${catalog.entities} generated + the registered location's entity)`,
    );
  }
  report.memoryAfterIngestion = await readProcessMemory(server.pid);
  report.ingestionCpuPercent = ((await readProcessCpuMs(server.pid)) / completeMs) * 100;
  // Whether the server is still working (stitching, refreshing) once the total is reached.
  const idle = await measureCpuPercent(server.pid, () => sleep(IDLE_SAMPLE_MS));
  report.idleCpuPercent = idle.cpuPercent;
  report.memorySettled = await readProcessMemory(server.pid);

  for (const scenario of createCatalogScenarios(catalog, context.options.seed)) {
    const result = await runScenario(scenario, {
      client,
      serverPid: server.pid,
      ...context.options,
    });
    report.scenarios.push(result);
    const { latency, requests } = result.sequential;
    const rate = result.concurrent?.requestsPerSecond.toFixed(0) ?? '—';
    log(
      `  ${scenario.label}: p50 ${latency ? milliseconds(latency.p50) : '—'}, p95 ${latency ? milliseconds(latency.p95) : '—'} (${requests} requests), ${rate} req/s at c=${context.options.concurrency}`,
    );
    if (server.exit) {
      throw new Error(`the server exited (code ${server.exit.code}) during the load`);
    }
  }
  report.memoryAfterLoad = await readProcessMemory(server.pid);
  report.groupList = await measureGroupList(client, server.pid, catalog.counts.groups);
  log(
    `  all ${report.groupList.groups} groups: first byte ${milliseconds(report.groupList.firstByteMs)}, whole ${milliseconds(report.groupList.totalMs)}, RSS +${report.groupList.rssRiseMb.toFixed(0)} MB`,
  );
  report.databaseSizeMb = await context.database.sizeMb();
}
