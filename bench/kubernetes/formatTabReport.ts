import { medianOf } from '../catalog/formatFigures';
import { summarizeLatencies } from '../catalog/summarizeLatencies';
import type { BrowserProfile } from '../web/browserProfiles';
import { machine } from '../web/formatWebReport';
import type { TabLoadSample } from './measureTabLoad';

/** Issue 5: the tab fully rendered in under 1.5 s for 500 pods over 3 clusters. */
export const TARGET_TAB_RENDERED_MS = 1500;

export interface TabReport {
  startedAt: Date;
  /** 1-minute load average at the start: above 0, something else competed for the cores. */
  loadAverage: number;
  pods: number;
  clusters: number;
  crashLoopEvery: number;
  profile: BrowserProfile;
  samples: TabLoadSample[];
  failures: string[];
}

/** The Markdown the run prints and writes to results/: figures against the target, no verdict. */
export function formatTabReport(report: TabReport): string {
  const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)} ms`);
  const row = (figure: string, values: number[], target = '—') => {
    const summary = summarizeLatencies(values);
    return `| ${figure} | ${ms(summary?.p50)} / ${ms(summary?.p95)} / ${ms(summary?.p99)} / ${ms(summary?.max)} | ${target} |`;
  };
  const { samples } = report;
  const longTaskTotals = samples.map(sample =>
    sample.longTasks.reduce((sum, task) => sum + task.duration, 0),
  );
  const longest = samples.map(sample => Math.max(0, ...sample.longTasks.map(t => t.duration)));
  const slowest = [...samples].sort((a, b) => b.renderedMs - a.renderedMs)[0];
  const lines = [
    `## Kubernetes tab in a browser: ${report.pods} pods over ${report.clusters} cluster${report.clusters === 1 ? '' : 's'}`,
    '',
    `${report.startedAt.toISOString()} · ${machine()} · load average ${report.loadAverage.toFixed(2)} at the start · profile ${report.profile.id} (${report.profile.description})`,
    `${samples.length} cold loads after a warm-up, Chromium headless with a fresh profile each; one pod in ${report.crashLoopEvery} crash-looping (two detected errors each). Times from navigation start on the page's clock. Percentiles are nearest-rank: under 20 loads p95 is the slowest load, under 100 p99 is.`,
    '',
    '| figure | p50 / p95 / p99 / max | target |',
    '|---|---|---|',
    row(
      'navigation → tab fully rendered',
      samples.map(sample => sample.renderedMs),
      `< ${TARGET_TAB_RENDERED_MS} ms`,
    ),
    row(
      'navigation → workloads query sent',
      samples.flatMap(sample => (sample.workloads ? [sample.workloads.startMs] : [])),
    ),
    row(
      'navigation → workloads answer received',
      samples.flatMap(sample => (sample.workloads ? [sample.workloads.endMs] : [])),
    ),
    row('long tasks before rendered, summed', longTaskTotals),
    row('longest task before rendered', longest),
    row(
      'click on a closed cluster → its pods table complete',
      samples.flatMap(sample => (sample.openPanelMs === undefined ? [] : [sample.openPanelMs])),
    ),
    `| bytes on the wire per load (median) | ${kilobytes(samples.map(s => s.totalBytes))} | — |`,
  ];
  if (slowest) {
    const tasks = slowest.longTasks.map(task => `${task.duration} ms at ${task.start} ms`);
    lines.push(
      '',
      `Slowest load: rendered at ${ms(slowest.renderedMs)}; its long tasks before then: ${tasks.join(', ') || 'none'}.`,
    );
  }
  if (report.failures.length > 0) {
    lines.push('', 'Loads that could not be measured:', '', ...report.failures.map(f => `- ${f}`));
  }
  return `${lines.join('\n')}\n`;
}

function kilobytes(values: number[]): string {
  const median = medianOf(values);
  return median === undefined ? '—' : `${(median / 1024).toFixed(0)} KB`;
}
