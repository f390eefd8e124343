import os from 'node:os';
import { medianOf, milliseconds, seconds } from '../catalog/formatFigures';
import { TARGET_FILTER_SWITCH_MS, TARGET_JS_GZIP_BYTES } from './browserProfiles';
import type { PageLoadSample } from './measureCatalogPage';
import type { ProfileReport, WebBenchReport } from './WebBenchReport';

interface Row {
  figure: string;
  values: number[];
  format: (value: number) => string;
  /** Below this is on target. */
  target?: number;
}

/** The Markdown the run prints and writes to results/: figures against targets, no verdict. */
export function formatWebReport(report: WebBenchReport): string {
  const lines = [
    `## Browser benchmark: ${report.entities.toLocaleString('en')} entities, median of ${report.runs} cold loads`,
    '',
    `${report.startedAt.toISOString()} · ${machine()} · load average ${report.loadAverage.toFixed(2)} at the start · SQLite · ingested in ${seconds(report.ingestedMs)}`,
    `Chromium headless, fresh profile per load. Entity page: \`${report.entityPath}\`. Times run from navigation start (the page's \`performance.now()\`). "gzipped" = the same scripts compressed with zlib level 9; "on the wire" = CDP \`encodedDataLength\`.`,
  ];
  for (const profileReport of report.profiles)
    lines.push('', ...profileTable(profileReport, report));
  lines.push('', '| script | bytes | gzipped |', '|---|---|---|');
  for (const script of report.scripts) {
    lines.push(
      `| \`${script.path}\` | ${kilobytes(script.bytes)} | ${kilobytes(script.gzipBytes)} |`,
    );
  }
  const total = report.scripts.reduce(
    (sum, script) => ({ bytes: sum.bytes + script.bytes, gzip: sum.gzip + script.gzipBytes }),
    { bytes: 0, gzip: 0 },
  );
  lines.push(`| all scripts | ${kilobytes(total.bytes)} | ${kilobytes(total.gzip)} |`);
  const notes = [
    ...report.profiles.flatMap(({ profile, catalog, entity }) => [
      ...(catalog[0]
        ? [
            `${profile.id}, catalog run 1, entity answers: ${catalog[0].entityResponses.map(r => `\`${r}\``).join(', ')}`,
          ]
        : []),
      ...(entity[0]
        ? [
            `${profile.id}, entity page run 1, entity answers: ${entity[0].entityResponses.map(r => `\`${r}\``).join(', ')}`,
          ]
        : []),
    ]),
    ...report.notes,
    ...report.profiles.flatMap(p => p.failures.map(f => `${p.profile.id}: ${f}`)),
  ];
  if (notes.length > 0) lines.push('', 'Notes:', '', ...notes.map(note => `- ${note}`));
  return `${lines.join('\n')}\n`;
}

function profileTable(
  { profile, catalog, entity }: ProfileReport,
  report: WebBenchReport,
): string[] {
  const gzipOf = (sample: PageLoadSample) =>
    sample.scriptPaths.reduce(
      (sum, path) => sum + (report.scripts.find(script => script.path === path)?.gzipBytes ?? 0),
      0,
    );
  const rows: Row[] = [
    {
      figure: 'Catalog: first rows visible',
      values: catalog.map(s => s.visibleMs),
      format: milliseconds,
      target: profile.targetVisibleMs,
    },
    {
      figure: 'Catalog: JS on the wire',
      values: catalog.map(s => s.scriptBytes),
      format: kilobytes,
    },
    {
      figure: 'Catalog: JS gzipped',
      values: catalog.map(gzipOf),
      format: kilobytes,
      target: TARGET_JS_GZIP_BYTES,
    },
    {
      figure: 'Catalog: all bytes on the wire',
      values: catalog.map(s => s.totalBytes),
      format: kilobytes,
    },
    {
      figure: 'Catalog: entities received',
      values: catalog.map(s => s.entitiesReceived),
      format: String,
    },
    {
      figure: 'Catalog: entities shown (rows + linked)',
      values: catalog.map(s => s.entitiesShown),
      format: String,
    },
    {
      figure: 'Entity page: About card visible',
      values: entity.map(s => s.visibleMs),
      format: milliseconds,
      target: profile.targetVisibleMs,
    },
    {
      figure: 'Entity page: JS on the wire',
      values: entity.map(s => s.scriptBytes),
      format: kilobytes,
    },
    {
      figure: 'Entity page: JS gzipped',
      values: entity.map(gzipOf),
      format: kilobytes,
      target: TARGET_JS_GZIP_BYTES,
    },
    {
      figure: 'Entity page: all bytes on the wire',
      values: entity.map(s => s.totalBytes),
      format: kilobytes,
    },
    {
      figure: 'Entity page: entities received',
      values: entity.map(s => s.entitiesReceived),
      format: String,
    },
    {
      figure: 'Entity page: entities shown (itself + linked)',
      values: entity.map(s => s.entitiesShown),
      format: String,
    },
  ];
  const switches = catalog.flatMap(s => (s.filterSwitchMs === undefined ? [] : [s.filterSwitchMs]));
  if (profile.id === 'none') {
    rows.push({
      figure: 'Catalog: Type filter switch → new first row',
      values: switches,
      format: milliseconds,
      target: TARGET_FILTER_SWITCH_MS,
    });
  }
  const lines = [
    `### Profile "${profile.id}": ${profile.description}`,
    '',
    '| figure | median | min–max | runs | target | ok? |',
    '|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const median = medianOf(row.values);
    const cells = [
      row.figure,
      median === undefined ? '—' : row.format(median),
      row.values.length === 0
        ? '—'
        : `${row.format(Math.min(...row.values))} – ${row.format(Math.max(...row.values))}`,
      String(row.values.length),
      row.target === undefined ? '—' : `< ${row.format(row.target)}`,
      row.target === undefined || median === undefined
        ? '—'
        : median < row.target
          ? 'yes'
          : '**no**',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const loads = [...catalog, ...entity];
  const overfetch = loads.filter(s => s.entitiesReceived > s.entitiesShown).length;
  lines.push(
    '',
    `Entities received ≤ entities shown (target: always): ${loads.length - overfetch} of ${loads.length} page loads.`,
  );
  return lines;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The machine a report was measured on: cores, CPU model, memory, Node. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}`;
}
