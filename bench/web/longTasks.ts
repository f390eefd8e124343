import type { Page } from 'playwright-core';

/** A stretch of more than 50 ms in which the page's main thread did nothing else. */
export interface LongTask {
  /** ms since navigation start, on the page's clock. */
  start: number;
  duration: number;
}

/**
 * Collects the page's long tasks from its first script on: call before navigating. They are read
 * back with `readLongTasks`.
 */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(`window.__longTasks = [];
new PerformanceObserver(list => {
  for (const entry of list.getEntries())
    window.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
}).observe({ type: 'longtask', buffered: true });`);
}

export async function readLongTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => (window as unknown as { __longTasks?: LongTask[] }).__longTasks ?? []);
}
