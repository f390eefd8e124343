// Entry point of `npm run bench:kubernetes:tab`: prints figures, never asserts (see bench/README.md).
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isChromiumInstalled } from '../../e2e/support/launchChromium';
import { startPortal, type Portal } from '../../e2e/support/startPortal';
import { positiveInteger } from '../catalog/positiveNumber';
import { sleep } from '../catalog/sleep';
import { BROWSER_PROFILES } from '../web/browserProfiles';
import { ensureWebBuild, WEB_BUILD_TIMEOUT_MS } from '../web/ensureWebBuild';
import { formatTabReport } from './formatTabReport';
import { BENCH_KUBERNETES_ID } from './generatePods';
import { measureTabLoad, type ExpectedTab, type TabLoadSample } from './measureTabLoad';
import { startBenchClusters, type BenchClusters } from './startBenchClusters';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '../..');
/** Longest wait for one load, and for the entity to appear in the catalog. */
const WAIT_MS = 60_000;
const usage =
  'Usage: npm run bench:kubernetes:tab -- [--pods 500] [--clusters 3] [--runs 10] [--crash-loop-every 50] [--profile none|laptop|slow]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      pods: { type: 'string', default: '500' },
      clusters: { type: 'string', default: '3' },
      runs: { type: 'string', default: '10' },
      'crash-loop-every': { type: 'string', default: '50' },
      profile: { type: 'string', default: 'none' },
    },
  });
  const pods = positiveInteger('pods', values.pods, usage);
  const clusterCount = positiveInteger('clusters', values.clusters, usage);
  const runs = positiveInteger('runs', values.runs, usage);
  const crashLoopEvery = positiveInteger('crash-loop-every', values['crash-loop-every'], usage);
  const profile = BROWSER_PROFILES.find(candidate => candidate.id === values.profile);
  if (!profile) throw new Error(`Unknown profile ${values.profile}\n${usage}`);
  if (!isChromiumInstalled()) throw new Error('Chromium is not installed at /usr/bin/chromium');
  // Every wait has its own bound; this is the backstop in case one of them does not hold.
  setTimeout(
    () => {
      console.error('The benchmark took too long');
      process.exit(1);
    },
    WEB_BUILD_TIMEOUT_MS + (runs + 2) * 2 * WAIT_MS,
  ).unref();

  const startedAt = new Date();
  const loadAverage = os.loadavg()[0] ?? 0;
  ensureWebBuild(repoRoot);
  let clusters: BenchClusters | undefined;
  let portal: Portal | undefined;
  const samples: TabLoadSample[] = [];
  const failures: string[] = [];
  try {
    clusters = await startBenchClusters({
      pods,
      clusters: clusterCount,
      generate: { crashLoopEvery },
    });
    portal = await startPortal({
      kubernetes: { clusterLocatorMethods: clusters.clusterLocatorMethods },
    });
    await registerBenchEntity(portal);
    const expected = expectedTab(clusters.podsPerCluster, crashLoopEvery);
    const url = `${portal.appUrl}/catalog/default/component/${BENCH_KUBERNETES_ID}/kubernetes`;
    // The first load starts the cluster client library and warms the server's and page's code.
    for (let run = 0; run <= runs; run++) {
      const where = run === 0 ? 'warm-up' : `run ${run}`;
      try {
        const sample = await measureTabLoad({ url, profile, expected, timeoutMs: WAIT_MS });
        if (run > 0) samples.push(sample);
        console.log(
          `${where}: rendered ${sample.renderedMs.toFixed(0)} ms, workloads answered at ${sample.workloads?.endMs.toFixed(0) ?? '?'} ms, panel opened in ${sample.openPanelMs?.toFixed(0) ?? '—'} ms`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (run > 0) failures.push(`${where}: ${message}`);
        console.error(`${where} failed: ${message}`);
      }
    }
  } finally {
    await portal?.stop();
    await clusters?.stop();
  }

  const markdown = formatTabReport({
    startedAt,
    loadAverage,
    pods,
    clusters: clusterCount,
    crashLoopEvery,
    profile,
    samples,
    failures,
  });
  console.log(`\n${markdown}`);
  const resultsDir = path.join(benchDir, 'results');
  await mkdir(resultsDir, { recursive: true });
  // Appended, so several runs of a day stay side by side; results/ is git-ignored.
  const file = path.join(resultsDir, `${startedAt.toISOString().slice(0, 10)}-tab.md`);
  await appendFile(file, `${markdown}\n`);
  console.log(`Written to ${path.relative(repoRoot, file)}`);
  return samples.length === 0 ? 1 : 0;
}

/**
 * Cluster `cluster-<n>` holds its share of pods; every `crashLoopEvery`-th one has two errors. The
 * panel of a lone cluster starts open.
 */
function expectedTab(podsPerCluster: number[], crashLoopEvery: number): ExpectedTab {
  const clusters = podsPerCluster.map((pods, index) => ({
    name: `cluster-${index + 1}`,
    pods,
    podsWithErrors: Math.ceil(pods / crashLoopEvery),
    open: podsPerCluster.length === 1,
  }));
  const crashing = clusters.reduce((sum, cluster) => sum + cluster.podsWithErrors, 0);
  return { clusters, errorRows: 2 * crashing };
}

/** The benchmark's component, registered from a file, and read back once the catalog has it. */
async function registerBenchEntity(portal: Portal): Promise<void> {
  const file = path.join(portal.filesDir, 'catalog-info.yaml');
  await writeFile(
    file,
    [
      'apiVersion: backstage.io/v1alpha1',
      'kind: Component',
      'metadata:',
      `  name: ${BENCH_KUBERNETES_ID}`,
      `  annotations: { backstage.io/kubernetes-id: ${BENCH_KUBERNETES_ID} }`,
      'spec: { type: service, lifecycle: production, owner: user:default/guest }',
      '',
    ].join('\n'),
  );
  const registered = await portal.fetchApi('/api/catalog/locations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'file', target: file }),
  });
  if (registered.status !== 201) {
    throw new Error(`Registering ${file} answered ${registered.status}`);
  }
  const deadline = performance.now() + WAIT_MS;
  while (performance.now() < deadline) {
    const found = await portal.fetchApi(
      `/api/catalog/entities/by-name/component/default/${BENCH_KUBERNETES_ID}`,
    );
    if (found.ok) return;
    await sleep(100);
  }
  throw new Error(`component:default/${BENCH_KUBERNETES_ID} did not appear in the catalog`);
}

main().then(
  code => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
