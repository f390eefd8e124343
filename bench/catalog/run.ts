// Entry point of `npm run bench:catalog`: prints figures, never asserts (see bench/README.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seconds } from './formatFigures';
import { buildServerBundle } from './buildServerBundle';
import { formatReport } from './formatReport';
import { loadOrGenerateCatalog } from './loadOrGenerateCatalog';
import { parseBenchArgs } from './parseBenchArgs';
import { runDatabaseBench } from './runDatabaseBench';
import type { ServerProcess } from './startServer';
import { writeResultFile } from './writeResultFile';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '../..');
const SCENARIO_PASSES = 7 * 2;

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2));
  const running = new Set<ServerProcess>();
  const stopAll = (reason: string) => {
    console.error(`\n${reason}: stopping the servers this run started`);
    for (const server of running) {
      if (!server.exit) process.kill(server.pid, 'SIGKILL');
    }
    console.error('PostgreSQL databases named atrium_bench_* left behind can be dropped by hand.');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopAll(`Interrupted (${signal})`);
      process.exit(130);
    });
  }
  // Every step has its own bound; this is the backstop in case one of them does not hold.
  const passMs = options.requests === undefined ? options.durationMs : 120_000;
  const budgetMs =
    options.databases.length *
    (options.ingestTimeoutMs +
      SCENARIO_PASSES * (passMs + 10_000) +
      options.coldStarts * 75_000 +
      60_000);
  setTimeout(() => {
    stopAll(`The benchmark took longer than ${seconds(budgetMs)}`);
    process.exit(1);
  }, budgetMs).unref();

  console.log(
    `Catalog benchmark: ${options.entities} entities on ${options.databases.join(' and ')}`,
  );
  const { catalog, generatedMs } = await loadOrGenerateCatalog({
    cacheDir: path.join(benchDir, '.generated'),
    entities: options.entities,
    seed: options.seed,
  });
  console.log(
    generatedMs === undefined
      ? `Using the cached catalog ${catalog.rootFile}`
      : `Generated ${catalog.rootFile} in ${seconds(generatedMs)}`,
  );

  await buildServerBundle(repoRoot);

  let failed = false;
  for (const database of options.databases) {
    const report = await runDatabaseBench(database, {
      repoRoot,
      options,
      catalog,
      generatedMs,
      onServerStart: server => running.add(server),
    });
    const markdown = formatReport(report);
    console.log(`\n${markdown}`);
    const file = await writeResultFile({
      dir: path.join(benchDir, 'results'),
      database,
      date: report.startedAt,
      markdown,
    });
    console.log(`Written to ${path.relative(repoRoot, file)}`);
    failed ||= report.failure !== undefined;
  }
  return failed ? 1 : 0;
}

main().then(
  code => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
