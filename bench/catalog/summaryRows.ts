import { catalogTargets } from './catalogTargets';
import type { DatabaseReport } from './DatabaseReport';
import { medianOf, megabytes, milliseconds, percent, seconds } from './formatFigures';
import { summarizeLatencies } from './summarizeLatencies';

export interface SummaryRow {
  figure: string;
  result: string;
  /** Absent for figures reported without a target. */
  target?: string;
  ok?: boolean;
}

/** The figure | result | target | ok? rows: targets first, then context without a target. */
export function summaryRows(report: DatabaseReport): SummaryRow[] {
  return [
    ingestionRow(report),
    firstAnswerRow(report),
    ...report.scenarios.map((scenario): SummaryRow => {
      const limit = catalogTargets.p95MsByScenario[scenario.id];
      const p95 = scenario.sequential.latency?.p95;
      return {
        figure: `${scenario.label} p95`,
        result: p95 === undefined ? 'no successful request' : milliseconds(p95),
        target: `< ${limit} ms`,
        ok: p95 !== undefined && p95 < limit,
      };
    }),
    rssRow('Server RSS after ingestion', report.memoryAfterIngestion?.rssMb),
    rssRow('Server RSS 3 s after ingestion, no requests', report.memorySettled?.rssMb),
    rssRow('Server RSS after the load', report.memoryAfterLoad?.rssMb),
    peakRssRow(report),
    groupListRow(report),
    coldStartRow(report.coldStartsMs),
    ...contextRows(report),
  ];
}

function ingestionRow(report: DatabaseReport): SummaryRow {
  const { ingestion } = report;
  const complete = ingestion?.completeMs;
  const reason = ingestion?.failure?.split('\n')[0];
  return {
    figure: `Ingestion (spawn → all ${report.entities.toLocaleString('en')} entities queryable)`,
    result:
      complete !== undefined ? seconds(complete) : `not measured${reason ? ` (${reason})` : ''}`,
    target: `< ${seconds(catalogTargets.ingestionMs)}`,
    ok: complete === undefined ? undefined : complete < catalogTargets.ingestionMs,
  };
}

function rssRow(figure: string, rssMb: number | undefined): SummaryRow {
  return {
    figure,
    result: rssMb === undefined ? '—' : megabytes(rssMb),
    target: `< ${megabytes(catalogTargets.rssMb)}`,
    ok: rssMb === undefined ? undefined : rssMb < catalogTargets.rssMb,
  };
}

function peakRssRow(report: DatabaseReport): SummaryRow {
  const peak = report.memoryAfterLoad?.peakRssMb ?? report.memoryAfterIngestion?.peakRssMb;
  return {
    figure: 'Server peak RSS (VmHWM), ingestion and load',
    result: peak === undefined ? '—' : megabytes(peak),
    target: `< ${megabytes(catalogTargets.peakRssMb)}`,
    ok: peak === undefined ? undefined : peak < catalogTargets.peakRssMb,
  };
}

/** Streamed, the answer costs the server far less memory than its own size. */
function groupListRow(report: DatabaseReport): SummaryRow {
  const list = report.groupList;
  const sizeMb = list ? list.bytes / 1024 / 1024 : undefined;
  return {
    figure: list
      ? `Server RSS rise while listing all ${list.groups.toLocaleString('en')} groups (${megabytes(sizeMb!)}; first byte ${milliseconds(list.firstByteMs)}, whole ${milliseconds(list.totalMs)})`
      : 'Server RSS rise while listing all groups',
    result: list ? megabytes(list.rssRiseMb) : '—',
    target: '< the answer’s size',
    ok: list ? list.rssRiseMb < sizeMb! : undefined,
  };
}

function coldStartRow(startsMs: readonly number[]): SummaryRow {
  const median = medianOf(startsMs);
  const range = `${seconds(Math.min(...startsMs))}–${seconds(Math.max(...startsMs))}`;
  return {
    figure: `Cold start to ready (median of ${startsMs.length})`,
    result: median === undefined ? '—' : `${seconds(median)} (${range})`,
    target: `< ${seconds(catalogTargets.coldStartMs)}`,
    ok: median === undefined ? undefined : median < catalogTargets.coldStartMs,
  };
}

function firstAnswerRow(report: DatabaseReport): SummaryRow {
  const first = report.ingestion?.firstAnswerMs;
  return {
    figure: 'First API answer after spawn, while ingesting',
    result: first === undefined ? 'never answered' : seconds(first),
    target: `< ${seconds(catalogTargets.firstAnswerMs)}`,
    ok: first === undefined ? undefined : first < catalogTargets.firstAnswerMs,
  };
}

function contextRows(report: DatabaseReport): SummaryRow[] {
  const optional = <T>(value: T | undefined, format: (value: T) => string) =>
    value === undefined ? '—' : format(value);
  return [
    {
      figure: 'First entity visible after spawn',
      result: optional(report.ingestion?.firstEntityMs, seconds),
    },
    {
      figure: 'Polls answered during ingestion: p50 / p95 / max',
      result: optional(summarizeLatencies(report.ingestion?.polls.latenciesMs ?? []), polls =>
        [polls.p50, polls.p95, polls.max].map(milliseconds).join(' / '),
      ),
    },
    {
      figure: 'Server CPU during ingestion (100 % = one core)',
      result: optional(report.ingestionCpuPercent, percent),
    },
    {
      figure: 'Server CPU in the 3 s after ingestion, no requests',
      result: optional(report.idleCpuPercent, percent),
    },
    { figure: 'Database size after the load', result: optional(report.databaseSizeMb, megabytes) },
    {
      figure: 'Stop on SIGTERM to exit (median)',
      result: optional(medianOf(report.stopMs), seconds),
    },
  ];
}
