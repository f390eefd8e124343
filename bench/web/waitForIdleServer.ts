import { readProcessCpuMs } from '../catalog/readProcessCpuMs';
import { sleep } from '../catalog/sleep';

const WINDOW_MS = 1000;
const IDLE_PERCENT = 10;

/**
 * Waits until the server uses under 10 % of a core over a second (or `timeoutMs` passed): work
 * the catalog still does after by-query reports every entity would otherwise land on the first
 * page load. Answers how long it waited, and whether the server went idle at all.
 */
export async function waitForIdleServer(
  pid: number,
  timeoutMs: number,
): Promise<{ waitedMs: number; idle: boolean }> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const before = await readProcessCpuMs(pid);
    await sleep(WINDOW_MS);
    const percent = (((await readProcessCpuMs(pid)) - before) / WINDOW_MS) * 100;
    if (percent < IDLE_PERCENT) return { waitedMs: performance.now() - started, idle: true };
  }
  return { waitedMs: performance.now() - started, idle: false };
}
