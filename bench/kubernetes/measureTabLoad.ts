import type { Page } from 'playwright-core';
import type { BrowserProfile } from '../web/browserProfiles';
import { readLongTasks, observeLongTasks, type LongTask } from '../web/longTasks';
import { openProfiledPage } from '../web/openProfiledPage';

/** What the tab must show to count as fully rendered (see bench/README.md). */
export interface ExpectedTab {
  /**
   * `open`: the panel shows its sections from the start, as the only cluster's does, so its pods
   * table with every pod's row is part of the rendered tab.
   */
  clusters: Array<{ name: string; pods: number; podsWithErrors: number; open: boolean }>;
  /** Rows of the error-reporting table. */
  errorRows: number;
}

export interface TabLoadSample {
  /** Navigation start → every cluster panel and the error table as expected, on the page's clock. */
  renderedMs: number;
  /** The workloads query as the page's resource timing saw it: sent and fully received. */
  workloads: { startMs: number; endMs: number } | undefined;
  /** Long tasks that began before the tab was rendered. */
  longTasks: LongTask[];
  /** Click on the first cluster's closed panel → its pods table with every pod's row. */
  openPanelMs: number | undefined;
  totalBytes: number;
}

const WORKLOADS_QUERY = '/api/kubernetes/resources/workloads/query';

/** One cold load of the Kubernetes tab in a fresh browser, then the first cluster opened. */
export async function measureTabLoad(options: {
  url: string;
  profile: BrowserProfile;
  expected: ExpectedTab;
  timeoutMs: number;
}): Promise<TabLoadSample> {
  const { page, network, close } = await openProfiledPage(options.profile);
  try {
    await observeLongTasks(page);
    await page.goto(options.url, { waitUntil: 'commit', timeout: options.timeoutMs });
    const renderedMs = await waitUntilRendered(page, options.expected, options.timeoutMs);
    const workloads = await page.evaluate(path => {
      const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        resource => new URL(resource.name).pathname === path,
      );
      return entry && { startMs: entry.startTime, endMs: entry.responseEnd };
    }, WORKLOADS_QUERY);
    const longTasks = (await readLongTasks(page)).filter(task => task.start < renderedMs);
    const first = options.expected.clusters[0]!;
    const openPanelMs = first.open
      ? undefined
      : await measurePanelOpening(page, first, options.timeoutMs);
    return { renderedMs, workloads, longTasks, openPanelMs, totalBytes: network.totalBytes };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${message} (${network.diagnose()})`, { cause: error });
  } finally {
    await close();
  }
}

/**
 * Polls on every animation frame until each cluster's panel shows its pod count and its count of
 * pods with errors (and an open panel its pods table with every row), and the error-reporting
 * table has all its rows, each laid out (a box of its own, on screen or below the fold); answers
 * the page's `performance.now()` then.
 */
async function waitUntilRendered(
  page: Page,
  expected: ExpectedTab,
  timeoutMs: number,
): Promise<number> {
  const handle = await page.waitForFunction(
    // No helper functions declared in here: tsx names them with a `__name` the page lacks.
    expected => {
      const checks: Array<[Element | null | undefined, string | undefined]> = [];
      for (const cluster of expected.clusters) {
        const panel = document.querySelector(`section[aria-label="Cluster ${cluster.name}"]`);
        if (!panel) return false;
        checks.push(
          [panel.querySelector('[aria-label="Pods"]'), `${cluster.pods} pods`],
          [
            panel.querySelector('[aria-label="Pods with errors"]'),
            `${cluster.podsWithErrors} pods with errors`,
          ],
        );
        if (cluster.open) {
          const podRows = panel.querySelectorAll('table[aria-label="Pods"] > tbody > tr');
          if (podRows.length !== cluster.pods) return false;
          checks.push([podRows[podRows.length - 1], undefined]);
        }
      }
      const table = document.querySelector<HTMLTableElement>(
        'table[aria-labelledby="kubernetes-error-reporting"]',
      );
      const rows = table?.tBodies[0]?.rows;
      if (rows?.length !== expected.errorRows) return false;
      checks.push([rows[rows.length - 1], undefined]);
      for (const [element, text] of checks) {
        const box = element?.getBoundingClientRect();
        if (!box || box.width === 0 || box.height === 0) return false;
        if (text !== undefined && element?.textContent !== text) return false;
      }
      return performance.now();
    },
    expected,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

/** Times, in the page, a click on a closed cluster panel until its pods table has every row. */
async function measurePanelOpening(
  page: Page,
  cluster: ExpectedTab['clusters'][number],
  timeoutMs: number,
): Promise<number> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => ((window as unknown as { benchClickedAt: number }).benchClickedAt = performance.now()),
      { capture: true, once: true },
    );
  });
  const panel = page.getByRole('region', { name: `Cluster ${cluster.name}` });
  await panel.locator('button[aria-expanded="false"]').click({ timeout: timeoutMs });
  const handle = await page.waitForFunction(
    ({ name, pods }) => {
      const table = document.querySelector(
        `section[aria-label="Cluster ${name}"] table[aria-label="Pods"]`,
      );
      const rows = table?.querySelectorAll(':scope > tbody > tr');
      if (rows?.length !== pods || !rows[pods - 1]?.getBoundingClientRect().height) return false;
      const clickedAt = (window as unknown as { benchClickedAt?: number }).benchClickedAt;
      return clickedAt === undefined ? false : performance.now() - clickedAt;
    },
    { name: cluster.name, pods: cluster.pods },
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}
