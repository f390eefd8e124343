// Entry point of `npm run bench:techdocs:page`: prints figures, never asserts (see bench/README.md).
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { isChromiumInstalled } from '../../e2e/support/launchChromium';
import { startPortal, type Portal } from '../../e2e/support/startPortal';
import { positiveInteger } from '../catalog/positiveNumber';
import { sleep } from '../catalog/sleep';
import { summarizeLatencies, type LatencySummary } from '../catalog/summarizeLatencies';
import { BROWSER_PROFILES } from '../web/browserProfiles';
import { ensureWebBuild } from '../web/ensureWebBuild';
import { openProfiledPage } from '../web/openProfiledPage';
import { generateDocsSite } from './generateDocsSite';

/**
 * Opens pages of a generated site in the docs reader, in a fresh browser each time:
 * - cold: navigation to a docs URL → the page's heading, navigation and images shown, which
 *   includes starting the app and signing in;
 * - switch: a click on another page's link in the reader → that page's heading and images shown,
 *   the docs page alone (its HTML, sanitising, rendering and its assets).
 */
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '../..');
const ENTITY = 'bench-docs';
const WAIT_MS = 60_000;
const usage =
  'npm run bench:techdocs:page -- [--pages 500] [--runs 10] [--profile none|laptop|slow]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '500' },
      runs: { type: 'string', default: '10' },
      profile: { type: 'string', default: 'none' },
    },
  });
  const pageCount = positiveInteger('pages', values.pages, usage);
  const runs = positiveInteger('runs', values.runs, usage);
  const profile = BROWSER_PROFILES.find(candidate => candidate.id === values.profile);
  if (!profile) throw new Error(`Unknown profile ${values.profile}\n${usage}`);
  if (!isChromiumInstalled()) throw new Error('Chromium is not installed at /usr/bin/chromium');
  setTimeout(
    () => {
      console.error('The benchmark took too long');
      process.exit(1);
    },
    (runs + 4) * 2 * WAIT_MS,
  ).unref();

  const loadAverage = os.loadavg()[0] ?? 0;
  ensureWebBuild(repoRoot);
  let portal: Portal | undefined;
  try {
    portal = await startPortal();
    const { pages } = await generateDocsSite(path.join(portal.filesDir, ENTITY), pageCount);
    await registerBenchEntity(portal);
    const buildMs = await buildOverApi(portal);
    const docsUrl = (page: string) =>
      `${portal!.appUrl}/docs/default/component/${ENTITY}/${page.replace(/\.md$/, '')}/`;

    const cold: number[] = [];
    const switches: number[] = [];
    for (let run = 0; run <= runs; run++) {
      // Pages spread over the site; run 0 warms the server and is not counted.
      const from = pages[1 + ((run * 37) % (pages.length - 1))]!;
      const { page, close } = await openProfiledPage(profile);
      try {
        await page.goto(docsUrl(from), { waitUntil: 'commit', timeout: WAIT_MS });
        const coldMs = await waitForDocsPage(page, headingOf(from));
        const target = await page.evaluate(() => {
          const link = [...document.querySelectorAll<HTMLAnchorElement>('article a[href]')].find(
            a => /page-\d+\/?(#.*)?$/.test(a.getAttribute('href') ?? '') && !a.hash,
          );
          return link?.textContent ?? undefined;
        });
        let switchMs: number | undefined;
        if (target) {
          const started = await page.evaluate(() => performance.now());
          await page.locator('article a', { hasText: target }).first().click();
          const next = await page.waitForFunction(
            () => {
              const heading = document.querySelector('article h1')?.textContent ?? '';
              return /^Page \d+/.test(heading) && location.pathname.includes('page-') && heading;
            },
            undefined,
            { timeout: WAIT_MS },
          );
          const heading = ((await next.jsonValue()) as string).replace(/¶$/, '');
          switchMs = (await waitForDocsPage(page, heading)) - started;
        }
        if (run > 0) {
          cold.push(coldMs);
          if (switchMs !== undefined) switches.push(switchMs);
        }
        console.log(
          `${run === 0 ? 'warm-up' : `run ${run}`}: cold ${coldMs.toFixed(0)} ms, switch ${switchMs?.toFixed(0) ?? '—'} ms`,
        );
      } finally {
        await close();
      }
    }
    const report = [
      `TechDocs page in the browser: ${pageCount}-page site, ${runs} runs, profile ${profile.id}, load average ${loadAverage.toFixed(1)}`,
      `  first build over the API (sync until finish): ${buildMs.toFixed(0)} ms`,
      `  switch to another page (HTML + assets shown): ${format(summarizeLatencies(switches))} (target < 500 ms)`,
      `  cold load of a docs URL (app start and sign-in included): ${format(summarizeLatencies(cold))}`,
    ].join('\n');
    console.log(`\n${report}`);
    // Appended, so several runs of a day stay side by side; results/ is git-ignored.
    const resultsDir = path.join(benchDir, 'results');
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `${new Date().toISOString().slice(0, 10)}-page.txt`);
    await appendFile(file, `${report}\n\n`);
    console.log(`Written to ${path.relative(repoRoot, file)}`);
    return 0;
  } finally {
    await portal?.stop();
  }
}

function headingOf(page: string): string {
  const match = /page-(\d+)\.md$/.exec(page);
  return match ? `Page ${match[1]}` : 'Rides service';
}

/**
 * Polls on every animation frame until the article's heading is `heading`, the site navigation is
 * shown and every image of the article has loaded; answers the page's `performance.now()`.
 */
async function waitForDocsPage(page: Page, heading: string): Promise<number> {
  const handle = await page.waitForFunction(
    wanted => {
      const h1 = document.querySelector('article h1');
      if (!h1 || !(h1.textContent ?? '').startsWith(wanted)) return false;
      if (!document.querySelector('[data-area="nav"] nav a')) return false;
      const images = [...document.querySelectorAll<HTMLImageElement>('article img')];
      if (images.some(image => !image.complete || image.naturalWidth === 0)) return false;
      return performance.now();
    },
    heading,
    { polling: 'raf', timeout: WAIT_MS },
  );
  return (await handle.jsonValue()) as number;
}

async function registerBenchEntity(portal: Portal) {
  const file = path.join(portal.filesDir, 'bench-docs.yaml');
  await writeFile(
    file,
    [
      'apiVersion: backstage.io/v1alpha1',
      'kind: Component',
      'metadata:',
      `  name: ${ENTITY}`,
      '  annotations:',
      `    backstage.io/techdocs-ref: dir:./${ENTITY}`,
      'spec:',
      '  type: service',
      '  lifecycle: experimental',
      '  owner: group:default/rider-apps',
      '',
    ].join('\n'),
  );
  const registered = await portal.fetchApi('/api/catalog/locations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'file', target: file }),
  });
  if (registered.status !== 201) throw new Error(`Registering failed: ${registered.status}`);
  for (const started = Date.now(); Date.now() - started < WAIT_MS; await sleep(200)) {
    const found = await portal.fetchApi(
      `/api/catalog/entities/by-name/component/default/${ENTITY}`,
    );
    if (found.status === 200) return;
  }
  throw new Error(`${ENTITY} did not appear in the catalog`);
}

/** Builds the site through the sync stream, as the first view does; answers how long it took. */
async function buildOverApi(portal: Portal): Promise<number> {
  const started = performance.now();
  const response = await portal.fetchApi(`/api/techdocs/sync/default/component/${ENTITY}`);
  const text = await response.text();
  if (!text.includes('event: finish')) throw new Error(`The build did not finish:\n${text}`);
  return performance.now() - started;
}

function format(summary: LatencySummary | undefined): string {
  if (!summary) return '—';
  return `p50 ${summary.p50.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms, p99 ${summary.p99.toFixed(0)} ms (${summary.count})`;
}

main().then(
  code => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
