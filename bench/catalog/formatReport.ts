import os from 'node:os';
import { catalogTargets, TARGET_ENTITIES } from './catalogTargets';
import type { DatabaseReport } from './DatabaseReport';
import type { LoadResult } from './runLoad';

const databaseNames = { sqlite: 'SQLite', pg: 'PostgreSQL' } as const;

/** The Markdown the run prints and appends to results/: figures only, never a pass/fail exit. */
export function formatReport(report: DatabaseReport): string {
  const lines = [
    `## Catalog benchmark: ${databaseNames[report.database]}, ${report.entities.toLocaleString('en')} entities`,
    '',
    `${report.startedAt.toISOString()} · ${machine()} · seed ${report.seed} · ${report.passDescription}`,
    `Database: ${report.databaseDescription}.`,
  ];
  if (report.entities !== TARGET_ENTITIES) {
    lines.push(`Targets are set for ${TARGET_ENTITIES.toLocaleString('en')} entities.`);
  }
  if (report.failure) lines.push('', `**Run ended early:** ${report.failure}`);
  lines.push('', '| figure | result | target | ok? |', '|---|---|---|---|', ...summaryRows(report));
  lines.push('', ...latencyTable(report));
  const problems = report.scenarios.flatMap(scenario => [
    ...scenario.problems.map(problem => `${scenario.label}: ${problem}`),
    ...[scenario.sequential, scenario.concurrent]
      .filter((result): result is LoadResult => result?.firstError !== undefined)
      .map(
        result =>
          `${scenario.label} (c=${result.concurrency}): ${result.errors} errors, first: ${result.firstError}`,
      ),
  ]);
  if (problems.length > 0 || report.notes.length > 0) {
    lines.push('', 'Notes:', '', ...[...report.notes, ...problems].map(note => `- ${note}`));
  }
  return `${lines.join('\n')}\n`;
}

function summaryRows(report: DatabaseReport): string[] {
  const rows: string[] = [];
  const row = (figure: string, result: string, target: string, ok: boolean | undefined) =>
    rows.push(
      `| ${figure} | ${result} | ${target} | ${ok === undefined ? '—' : ok ? 'yes' : '**no**'} |`,
    );
  const { ingestion } = report;
  const complete = ingestion?.completeMs;
  row(
    `Ingestion (spawn → all ${report.entities.toLocaleString('en')} entities queryable)`,
    complete === undefined ? notMeasured(ingestion?.failure) : seconds(complete),
    `< ${seconds(catalogTargets.ingestionMs)}`,
    complete === undefined ? undefined : complete < catalogTargets.ingestionMs,
  );
  row(
    'First entity visible after spawn',
    ingestion?.firstEntityMs === undefined ? '—' : seconds(ingestion.firstEntityMs),
    '—',
    undefined,
  );
  for (const scenario of report.scenarios) {
    const target = catalogTargets.p95MsByScenario[scenario.id];
    const p95 = scenario.sequential.latency?.p95;
    row(
      `${scenario.label} p95`,
      p95 === undefined ? 'no successful request' : milliseconds(p95),
      `< ${target} ms`,
      p95 === undefined ? false : p95 < target,
    );
  }
  const memory = (label: string, value: number | undefined) =>
    row(
      label,
      value === undefined ? '—' : `${value.toFixed(0)} MB`,
      `< ${catalogTargets.rssMb} MB`,
      value === undefined ? undefined : value < catalogTargets.rssMb,
    );
  memory('Server RSS after ingestion', report.memoryAfterIngestion?.rssMb);
  memory('Server RSS after the load', report.memoryAfterLoad?.rssMb);
  const peak = report.memoryAfterLoad?.peakRssMb ?? report.memoryAfterIngestion?.peakRssMb;
  row(
    'Server peak RSS (VmHWM)',
    peak === undefined ? '—' : `${peak.toFixed(0)} MB`,
    '—',
    undefined,
  );
  const starts = report.coldStartsMs;
  const median = medianOf(starts);
  row(
    `Cold start to ready (median of ${starts.length})`,
    median === undefined
      ? '—'
      : `${seconds(median)} (${seconds(Math.min(...starts))}–${seconds(Math.max(...starts))})`,
    `< ${seconds(catalogTargets.coldStartMs)}`,
    median === undefined ? undefined : median < catalogTargets.coldStartMs,
  );
  return rows;
}

function latencyTable(report: DatabaseReport): string[] {
  if (report.scenarios.length === 0) return [];
  const lines = [
    '| request | concurrency | requests | errors | p50 | p95 | p99 | max | req/s |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const scenario of report.scenarios) {
    for (const result of [scenario.sequential, scenario.concurrent]) {
      if (!result) continue;
      const { latency } = result;
      const cells = latency
        ? [latency.p50, latency.p95, latency.p99, latency.max].map(milliseconds)
        : ['—', '—', '—', '—'];
      lines.push(
        `| ${scenario.label} | ${result.concurrency} | ${result.requests} | ${result.errors} | ${cells.join(' | ')} | ${result.requestsPerSecond.toFixed(0)} |`,
      );
    }
  }
  return lines;
}

export function medianOf(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function machine(): string {
  const cpus = os.cpus();
  const memoryGb = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${memoryGb} GB RAM, Node ${process.version}`;
}

function notMeasured(reason: string | undefined): string {
  return reason ? `not measured (${reason.split('\n')[0]})` : 'not measured';
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function milliseconds(ms: number): string {
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}
