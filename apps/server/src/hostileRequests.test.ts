import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '@atrium/server-core/testing';
import { plugins } from './plugins';
import { repoRoot } from './testing/startMain';
import { percentile, pollReadiness } from './testing/fuzz/pollReadiness';
import { readFuzzSettings } from './testing/fuzz/readFuzzSettings';
import {
  describeFuzzProblem,
  runFuzz,
  type FuzzProblem,
  type FuzzReport,
} from './testing/fuzz/runFuzz';
import { startFuzzPortal, type FuzzPortal } from './testing/fuzz/startFuzzPortal';

const settings = readFuzzSettings();
const SLOW_MS = 1000;
const MIN_READINESS_SAMPLES = 200;

const failureMessage = (report: FuzzReport) =>
  `${report.problems.length} bad answers (replay with ATRIUM_FUZZ_SEED=${settings.seed}):\n` +
  report.problems.slice(0, 30).map(describeFuzzProblem).join('\n');

describeEachDatabase('hostile requests to every route', database => {
  let portal: FuzzPortal;

  beforeAll(async () => {
    portal = await startFuzzPortal(database);
  });
  afterAll(() => portal?.stop());

  const fuzz = (options: { first: number; count: number; concurrency: number }) =>
    runFuzz({
      baseUrl: portal.server.url,
      routes: portal.routes,
      context: portal.context,
      limits: { slowMs: SLOW_MS, hiddenPaths: [portal.directory, repoRoot] },
      seed: settings.seed,
      ...options,
    });

  it('fuzzes the routes of every plugin, found on the running server', () => {
    const prefixes = new Set(portal.routes.map(route => route.url.split('/')[2]));
    // The code-host plugins only add to the catalog and to the events plugin's topics; signals
    // answers WebSocket upgrades only (its tests send it frames out of shape).
    const routeless = ['github', 'gitlab', 'bitbucket-cloud', 'azure-devops', 'signals'];
    const withRoutes = plugins.map(plugin => plugin.id).filter(id => !routeless.includes(id));
    expect([...prefixes].sort()).toEqual(withRoutes.sort());
  });

  it('answers every generated request in time, below 500, errors in the standard body', async () => {
    const report = await fuzz({ first: 0, count: settings.requests, concurrency: 4 });
    expect(report.problems.length, failureMessage(report)).toBe(0);
    // Most requests must get past authentication and validation, or the fuzz proves little.
    const reached = Object.entries(report.statuses)
      .filter(([status]) => Number(status) < 400 || Number(status) === 404)
      .reduce((sum, [, n]) => sum + n, 0);
    expect(reached).toBeGreaterThan(settings.requests * 0.1);
  }, 120_000);

  it('keeps /readiness answering within 100 ms while hostile requests run, 8 at a time', async () => {
    const poller = pollReadiness(portal.server.url, 50);
    // Cases after those of the test above, so the two runs add up; in rounds until the poll has
    // enough answers (about ten seconds) however fast the machine answers them.
    const problems: FuzzProblem[] = [];
    const count = Math.ceil(settings.requests / 5);
    for (let round = 0; round < 20; round++) {
      const { headersMs, failures } = poller.samples;
      if (headersMs.length >= MIN_READINESS_SAMPLES || failures.length > 0) break;
      const first = settings.requests + round * count;
      problems.push(...(await fuzz({ first, count, concurrency: 8 })).problems);
    }
    const samples = await poller.stop();
    expect(problems.length, failureMessage({ problems, statuses: {} })).toBe(0);
    expect(samples.failures).toEqual([]);
    const { headersMs } = samples;
    const max = Math.max(...headersMs);
    const p99 = percentile(headersMs, 0.99);
    const summary = `readiness over ${headersMs.length} answers: p50 ${percentile(headersMs, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`;
    // The target is 100 ms. This runs beside another test file on two cores, and the client shares
    // the server's process: one answer in a hundred may wait out a garbage collection or the
    // scheduler, so the bound is on p99, with a ceiling that still catches a blocked event loop.
    expect(p99, summary).toBeLessThan(100);
    expect(max, summary).toBeLessThan(250);
  }, 120_000);
});
