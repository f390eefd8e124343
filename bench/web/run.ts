// Entry point of `npm run bench:web`: prints figures, never asserts (see bench/README.md).
import { appendFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isChromiumInstalled } from '../../e2e/support/launchChromium';
import { seconds } from '../catalog/formatFigures';
import { loadOrGenerateCatalog } from '../catalog/loadOrGenerateCatalog';
import type { ServerProcess } from '../catalog/startServer';
import { BROWSER_PROFILES } from './browserProfiles';
import { buildServerBundle } from '../catalog/buildServerBundle';
import { ensureWebBuild, WEB_BUILD_TIMEOUT_MS } from './ensureWebBuild';
import { formatWebReport } from './formatWebReport';
import { gzippedScriptSizes, scriptSizes } from './gzippedScriptSizes';
import { listBuiltScripts } from './listBuiltScripts';
import { measureCatalogPage } from './measureCatalogPage';
import { measureEntityPage } from './measureEntityPage';
import { parseWebBenchArgs } from './parseWebBenchArgs';
import { startWebBenchServer } from './startWebBenchServer';
import { waitForIdleServer } from './waitForIdleServer';
import type { ProfileReport, WebBenchReport } from './WebBenchReport';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '../..');
const distDir = path.join(repoRoot, 'apps/web/dist');
/** Longest wait for any one thing in the browser (a page on the slow profile included). */
const WAIT_MS = 90_000;
const IDLE_TIMEOUT_MS = 120_000;

async function main(): Promise<number> {
  const options = parseWebBenchArgs(process.argv.slice(2));
  if (!isChromiumInstalled()) throw new Error('Chromium is not installed at /usr/bin/chromium');
  let server: ServerProcess | undefined;
  const stop = (reason: string) => {
    console.error(`\n${reason}: stopping the server this run started`);
    if (server && !server.exit) process.kill(server.pid, 'SIGKILL');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop(`Interrupted (${signal})`);
      process.exit(130);
    });
  }
  // Every wait has its own bound; this is the backstop in case one of them does not hold.
  const budgetMs =
    WEB_BUILD_TIMEOUT_MS +
    options.ingestTimeoutMs +
    BROWSER_PROFILES.length * options.runs * 6 * WAIT_MS;
  setTimeout(() => {
    stop(`The benchmark took longer than ${seconds(budgetMs)}`);
    process.exit(1);
  }, budgetMs).unref();

  const startedAt = new Date();
  const loadAverage = os.loadavg()[0] ?? 0;
  ensureWebBuild(repoRoot);
  await buildServerBundle(repoRoot);
  const { catalog, generatedMs } = await loadOrGenerateCatalog({
    cacheDir: path.join(benchDir, '../catalog/.generated'),
    entities: options.entities,
    seed: options.seed,
  });
  console.log(
    generatedMs === undefined
      ? `Using the cached catalog ${catalog.rootFile}`
      : `Generated ${catalog.rootFile} in ${seconds(generatedMs)}`,
  );
  const components = catalog.refs.filter(ref => ref.startsWith('component:default/'));
  const entityName = components[Math.floor(components.length / 2)]?.split('/')[1];
  if (!entityName) throw new Error('The generated catalog has no component in namespace default');
  const entityPath = `/catalog/default/component/${entityName}`;

  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-web-'));
  const report: WebBenchReport = {
    entities: catalog.entities,
    runs: options.runs,
    startedAt,
    loadAverage,
    ingestedMs: 0,
    entityPath,
    scripts: [],
    profiles: [],
    notes: [],
  };
  let failed = false;
  try {
    const started = await startWebBenchServer({
      repoRoot,
      tempDir,
      catalog,
      ingestTimeoutMs: options.ingestTimeoutMs,
      onStart: started => (server = started),
      log: message => console.log(message),
    });
    report.ingestedMs = started.ingestedMs;
    console.log(`Ingested in ${seconds(started.ingestedMs)}; files in ${tempDir}`);
    const idle = await waitForIdleServer(started.server.pid, IDLE_TIMEOUT_MS);
    report.notes.push(
      idle.idle
        ? `After ingestion the server went idle (< 10 % CPU over 1 s) in ${seconds(idle.waitedMs)}; loads began then`
        : `The server was still busy ${seconds(idle.waitedMs)} after ingestion; loads began anyway`,
    );
    const scriptsAtStart = await listBuiltScripts(distDir);
    const sizes = await scriptSizes(distDir);
    const gzipped = await gzippedScriptSizes(distDir);
    report.scripts = [...sizes].map(([script, bytes]) => ({
      path: script,
      bytes,
      gzipBytes: gzipped.get(script) ?? 0,
    }));
    for (const profile of BROWSER_PROFILES) {
      report.profiles.push(await measureProfile(profile, started.appUrl, entityPath, options.runs));
    }
    if ((await listBuiltScripts(distDir)) !== scriptsAtStart) {
      report.notes.push(
        '**apps/web/dist was rebuilt during the run**: later loads got other scripts (or 404s); rerun on a quiet tree',
      );
    }
  } catch (error) {
    failed = true;
    report.notes.push(`Run ended early: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await server?.stop();
  }
  if (failed || options.keep) report.notes.push(`Config, log and data kept in ${tempDir}`);
  else await rm(tempDir, { recursive: true, force: true });

  const markdown = formatWebReport(report);
  console.log(`\n${markdown}`);
  const resultsDir = path.join(benchDir, 'results');
  await mkdir(resultsDir, { recursive: true });
  // Appended, so several runs of a day stay side by side; results/ is git-ignored.
  const file = path.join(resultsDir, `${startedAt.toISOString().slice(0, 10)}.md`);
  await appendFile(file, `${markdown}\n`);
  console.log(`Written to ${path.relative(repoRoot, file)}`);
  return failed ? 1 : 0;
}

async function measureProfile(
  profile: (typeof BROWSER_PROFILES)[number],
  appUrl: string,
  entityPath: string,
  runs: number,
): Promise<ProfileReport> {
  const result: ProfileReport = { profile, catalog: [], entity: [], failures: [] };
  for (let run = 1; run <= runs; run++) {
    const where = `run ${run}`;
    try {
      const sample = await measureCatalogPage({
        appUrl,
        profile,
        timeoutMs: WAIT_MS,
        switchFilter: profile.id === 'none',
      });
      result.catalog.push(sample);
      if (sample.filterSwitchFailure) {
        result.failures.push(`${where}, filter switch: ${sample.filterSwitchFailure}`);
      }
      const entity = await measureEntityPage({ appUrl, entityPath, profile, timeoutMs: WAIT_MS });
      result.entity.push(entity);
      console.log(
        `[${profile.id}] ${where}: catalog rows ${seconds(sample.visibleMs)}, About ${seconds(entity.visibleMs)}` +
          (sample.filterSwitchMs === undefined ? '' : `, filter ${seconds(sample.filterSwitchMs)}`),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.failures.push(`${where}: ${message}`);
      console.error(`[${profile.id}] ${where} failed: ${message}`);
    }
  }
  return result;
}

main().then(
  code => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
