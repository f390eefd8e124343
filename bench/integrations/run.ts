import { createHmac } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { githubPlugin } from '@atrium/plugin-github/server';
import type { TestServer } from '@atrium/server-core/testing';
import { startProviderPortal } from '../../apps/server/src/testing/startProviderPortal';
import { positiveInteger } from '../catalog/positiveNumber';
import { startFakeOrganization, type CallTotals } from './fakeOrganization';

/**
 * `npm run bench:integrations`: GitHub discovery of a large organisation. A fake GitHub holds
 * `--repositories` repositories, `--components` of them with a catalog-info.yaml (the others a
 * README only) in a process of its own; the server runs in this process with the catalog, events
 * and GitHub plugins on SQLite. Measures the first discovery (until every component is
 * queryable) and a second run over the unchanged organisation, triggered by a `repository` webhook as GitHub would send it.
 */
const usage = 'npm run bench:integrations -- [--repositories 2000] [--components 1500]';
const { values } = parseArgs({
  options: {
    repositories: { type: 'string', default: '2000' },
    components: { type: 'string', default: '1500' },
  },
});
const repositories = positiveInteger('repositories', values.repositories, usage);
const components = Math.min(repositories, positiveInteger('components', values.components, usage));

const TOKEN = 'ghp_bench';
const WEBHOOK_SECRET = 'bench-webhook-secret';
const ORG = 'bench-org';
/** The provider lists repositories 100 to a page, then asks for each one's tree. */
const discoveryCalls = Math.ceil(repositories / 100) + repositories;

const loadAverage = os.loadavg()[0] ?? 0;
const github = await startFakeOrganization({
  organization: ORG,
  token: TOKEN,
  repositories,
  components,
});
let server: TestServer | undefined;
try {
  const origin = await github.totals();
  const started = Date.now();
  server = await startProviderPortal({
    plugin: githubPlugin,
    integrations: {
      github: [
        { host: github.host, baseUrl: github.url, apiBaseUrl: github.apiBaseUrl, token: TOKEN },
      ],
    },
    kinds: ['Component', 'Location'],
    providers: {
      github: {
        bench: { organization: ORG, host: github.host, schedule: { frequency: { hours: 1 } } },
      },
    },
    eventModules: { github: { webhookSecret: WEBHOOK_SECRET } },
  });
  const serverReadyMs = Date.now() - started;
  const running = server;
  // The provider's own calls come first: the catalog reads the files it found once it is done.
  const discovered = waitFor('the first discovery run', 300_000, 20, async () =>
    answered(origin, await github.totals()) >= discoveryCalls ? Date.now() - started : undefined,
  );
  const firstMs = await waitFor(
    `${components} components in the catalog`,
    300_000,
    200,
    async () => {
      const { body } = await running.json<{ totalItems: number }>(
        '/api/catalog/entities/by-query?filter=kind=component&limit=1',
      );
      return body.totalItems >= components ? Date.now() - started : undefined;
    },
  );
  const discoveredMs = await discovered;
  const first = difference(origin, await github.totals());

  // The second run starts from a quiet host: every read of the first run has finished.
  await waitForQuiet(2_000);
  const before = await github.totals();
  const body = JSON.stringify({ action: 'edited', organization: { login: ORG } });
  const triggered = Date.now();
  const response = await running.request('/api/events/http/github', {
    method: 'POST',
    token: null,
    headers: {
      'content-type': 'application/json',
      'x-github-event': 'repository',
      'x-hub-signature-256': `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`,
    },
    body,
  });
  if (response.status !== 202) throw new Error(`The webhook answered ${response.status}`);
  // A run's calls are answered in turn; the run is over when the host has answered all of them.
  const secondMs = await waitFor(
    `${discoveryCalls} calls of the second run`,
    120_000,
    5,
    async () =>
      answered(before, await github.totals()) >= discoveryCalls
        ? Date.now() - triggered
        : undefined,
  );
  await waitForQuiet(2_000);
  const second = difference(before, await github.totals());
  const memory = process.memoryUsage();
  // What the fake alone takes for the first run's calls, at the provider's and the catalog's
  // concurrency: the part of the figures above that is not the portal's.
  const calibrationCalls = Math.min(100, components);
  const treeMs = await timeCalls(calibrationCalls, 8, 'git/trees/main?recursive=1');
  const fileMs = await timeCalls(calibrationCalls, 4, 'contents/catalog-info.yaml');
  const fakeAloneMs = (treeMs * repositories) / 8 + (fileMs * components) / 4;

  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const calls = (c: CallTotals) =>
    `${c.charged} charged, ${c.notModified} 304 (${c.lists} list pages, ${c.trees} trees, ${c.files} file reads)`;
  console.log(
    [
      '## GitHub discovery benchmark',
      '',
      `${new Date().toISOString()} · ${os.cpus().length} cores · load average ${loadAverage.toFixed(2)} · SQLite · ${repositories} repositories, ${components} with a catalog-info.yaml`,
      '',
      '| figure | result | target |',
      '|---|---|---|',
      `| fake organisation created (its own process) | ${s(github.setupMs)} | — |`,
      `| server started | ${s(serverReadyMs)} | — |`,
      `| first run: server start → discovery's last call answered | ${s(discoveredMs)} | — |`,
      `| first run: server start → ${components} components queryable | ${s(firstMs)} | < 60 s |`,
      `| first run: API calls | ${calls(first)} | — |`,
      `| second run, nothing changed: webhook → last call answered | ${s(secondMs)} | < 10 s |`,
      `| second run: API calls | ${calls(second)} | 0 charged, a 304 per repository and list page |`,
      `| the fake alone: a tree (8 at once) · a file (4 at once) | ${treeMs.toFixed(0)} ms · ${fileMs.toFixed(0)} ms | — |`,
      `| the fake alone: the first run's calls, estimated | ${s(fakeAloneMs)} | — |`,
      `| server RSS at the end | ${mb(memory.rss)} (heap ${mb(memory.heapUsed)}) | — |`,
    ].join('\n'),
  );
} finally {
  await server?.stop();
  await github.stop();
}

/**
 * The mean time of one call to the fake, over `count` repositories' `call`, `concurrency` at once
 * (a recursive tree is a listing the fake has not made yet).
 */
async function timeCalls(count: number, concurrency: number, call: string): Promise<number> {
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < count) {
      const name = `service-${String(next++).padStart(4, '0')}`;
      const response = await fetch(`${github.apiBaseUrl}/repos/${ORG}/${name}/${call}`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      if (!response.ok) throw new Error(`The fake answered ${response.status} for ${name}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ((Date.now() - started) * concurrency) / count;
}

function answered(from: CallTotals, to: CallTotals): number {
  return to.charged + to.notModified - from.charged - from.notModified;
}

function difference(from: CallTotals, to: CallTotals): CallTotals {
  const keys = Object.keys(to) as Array<keyof CallTotals>;
  return Object.fromEntries(keys.map(key => [key, to[key] - from[key]])) as unknown as CallTotals;
}

async function waitFor<T>(
  what: string,
  timeoutMs: number,
  intervalMs: number,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise(resolve => setTimeout(resolve, intervalMs));
  }
}

/** Until the fake has had no request for `quietMs`. */
async function waitForQuiet(quietMs: number): Promise<void> {
  let seen = -1;
  let since = Date.now();
  await waitFor('the fake GitHub to be quiet', 120_000, 100, async () => {
    const { requests } = await github.totals();
    if (requests !== seen) [seen, since] = [requests, Date.now()];
    return Date.now() - since >= quietMs ? true : undefined;
  });
}
