import { createHttpClient } from './createHttpClient';
import { sleep } from './sleep';
import type { ServerProcess } from './startServer';

const POLL_MS = 20;

/**
 * Time from spawn until `/readiness` answers 200, polled every 20 ms so the figure is precise to
 * a few tens of milliseconds. The server is stopped afterwards either way.
 */
export async function measureColdStart(options: {
  start: () => ServerProcess;
  baseUrl: string;
  timeoutMs: number;
}): Promise<{ readyMs: number; stopMs: number }> {
  const client = createHttpClient(options.baseUrl, { timeoutMs: 5_000 });
  const server = options.start();
  try {
    while (true) {
      if (server.exit) {
        throw new Error(
          `the server exited (code ${server.exit.code}) before it was ready:\n${server.logTail()}`,
        );
      }
      const elapsed = performance.now() - server.startedAt;
      if (elapsed > options.timeoutMs) {
        throw new Error(`/readiness did not answer 200 within ${options.timeoutMs / 1000} s`);
      }
      const status = await client
        .request('GET', '/readiness')
        .then(response => response.status)
        .catch(() => 0);
      if (status === 200) {
        const readyMs = performance.now() - server.startedAt;
        client.close();
        const { stopMs } = await server.stop();
        return { readyMs, stopMs };
      }
      await sleep(POLL_MS);
    }
  } finally {
    client.close();
    await server.stop();
  }
}
