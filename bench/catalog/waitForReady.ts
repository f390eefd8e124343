import type { HttpClient } from './createHttpClient';
import { sleep } from './sleep';
import type { ServerProcess } from './startServer';

const POLL_MS = 20;

/**
 * Polls `/readiness` every 20 ms until it answers 200, so a start time is precise to a few tens
 * of milliseconds; answers the time from spawn. Fails if the server exits or takes too long.
 */
export async function waitForReady(
  server: ServerProcess,
  client: HttpClient,
  timeoutMs: number,
): Promise<number> {
  for (;;) {
    if (server.exit) {
      throw new Error(
        `the server exited (code ${server.exit.code}) before it was ready:\n${server.logTail()}`,
      );
    }
    const elapsed = performance.now() - server.startedAt;
    if (elapsed > timeoutMs) {
      throw new Error(`/readiness did not answer 200 within ${timeoutMs / 1000} s`);
    }
    const status = await client
      .request('GET', '/readiness')
      .then(response => response.status)
      .catch(() => 0);
    if (status === 200) return performance.now() - server.startedAt;
    await sleep(POLL_MS);
  }
}
