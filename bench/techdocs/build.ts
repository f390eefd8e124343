import { spawnSync } from 'node:child_process';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildSite,
  hashDocsSource,
  type BuildCache,
  type BuiltSite,
} from '@atrium/plugin-techdocs/builder';
import { positiveInteger } from '../catalog/positiveNumber';
import { readProcessMemory } from '../catalog/readProcessMemory';
import { summarizeLatencies, type LatencySummary } from '../catalog/summarizeLatencies';
import { generateDocsSite } from './generateDocsSite';

/**
 * `npm run bench:techdocs:build`: builds a generated MkDocs site of `--pages` pages (nested
 * directories, code, tables, admonitions, tabs, links, an image) with the native builder, in full
 * `--runs` times, then again after one page changed, with the cache of the previous build; and,
 * when the `mkdocs` command is installed, with MkDocs itself for comparison.
 */
const usage = 'npm run bench:techdocs:build -- [--pages 500] [--runs 5]';
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '500' },
    runs: { type: 'string', default: '5' },
  },
});
const pageCount = positiveInteger('pages', values.pages, usage);
const runs = positiveInteger('runs', values.runs, usage);

const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-techdocs-'));
try {
  const { pages } = await generateDocsSite(dir, pageCount);
  const outputDir = path.join(dir, 'site');
  const build = (cache?: BuildCache) => buildSite({ sourceDir: dir, outputDir, cache });

  /** Wall time and this process's CPU time of one build: on a busy machine they part ways. */
  const timed = async (run: () => Promise<BuiltSite>, wall: number[], cpu: number[]) => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await run();
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    return result;
  };

  // Warm-up: loads highlight.js' languages and compiles the renderer's code paths once.
  let last = await build();
  const fullMs: number[] = [];
  const fullCpuMs: number[] = [];
  for (let run = 0; run < runs; run++) last = await timed(() => build(), fullMs, fullCpuMs);

  const changed = path.join(dir, 'docs', pages[Math.floor(pages.length / 2)]!);
  const rebuildMs: number[] = [];
  const rebuildCpuMs: number[] = [];
  let rendered = 0;
  for (let run = 0; run < runs; run++) {
    await appendFile(changed, `\nEdited in run ${run}.\n`);
    const previous = last.cache;
    last = await timed(() => build(previous), rebuildMs, rebuildCpuMs);
    rendered = last.renderedPages;
  }
  const hashMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await hashDocsSource(dir);
    hashMs.push(performance.now() - started);
  }
  const memory = await readProcessMemory(process.pid);
  const mkdocs = timeMkDocs(dir, runs);

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const line = (summary: LatencySummary | undefined) =>
    summary ? `${ms(summary.p50)} / ${ms(summary.p95)} (${summary.count})` : '—';
  console.log(
    [
      '## TechDocs build benchmark',
      '',
      `${new Date().toISOString()} · ${os.cpus().length} cores · load average ${os.loadavg()[0]?.toFixed(2)} · Node ${process.version} · ${last.totalPages} pages, ${last.metadata.files?.length} files`,
      '',
      '| figure | wall p50 / p95 (runs) | CPU p50 / p95 | target |',
      '|---|---|---|---|',
      `| full build | ${line(summarizeLatencies(fullMs))} | ${line(summarizeLatencies(fullCpuMs))} | < 5 s |`,
      `| rebuild after one page changed (${rendered} page rendered) | ${line(summarizeLatencies(rebuildMs))} | ${line(summarizeLatencies(rebuildCpuMs))} | < 1 s |`,
      `| hashDocsSource (the etag, computed on every view) | ${line(summarizeLatencies(hashMs))} | — | — |`,
      `| \`mkdocs build\` (theme mkdocs, no techdocs-core) | ${mkdocs} | — | — |`,
      '',
      `RSS after the runs: ${memory.rssMb.toFixed(0)} MB (peak ${memory.peakRssMb.toFixed(0)} MB).`,
    ].join('\n'),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** `mkdocs build` of the same sources, when MkDocs is installed (Debian: `apt-get install mkdocs`). */
function timeMkDocs(sourceDir: string, times: number): string {
  const version = spawnSync('mkdocs', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) return 'not installed';
  const durations: number[] = [];
  for (let run = 0; run < times; run++) {
    const started = performance.now();
    const result = spawnSync(
      'mkdocs',
      ['build', '--quiet', '--clean', '--site-dir', path.join(sourceDir, 'mkdocs-site')],
      { cwd: sourceDir, encoding: 'utf8' },
    );
    if (result.status !== 0) return `failed: ${result.stderr.trim().split('\n').pop()}`;
    durations.push(performance.now() - started);
  }
  const summary = summarizeLatencies(durations)!;
  const name = version.stdout.trim().split(',')[0];
  return `${summary.p50.toFixed(0)} ms / ${summary.p95.toFixed(0)} ms (${summary.count}; ${name})`;
}
