import { createHttpClient } from './createHttpClient';
import type { ServerProcess } from './startServer';
import { waitForReady } from './waitForReady';

/** Time from spawn until `/readiness` answers 200. The server is stopped afterwards either way. */
export async function measureColdStart(options: {
  start: () => ServerProcess;
  baseUrl: string;
  timeoutMs: number;
}): Promise<{ readyMs: number; stopMs: number }> {
  const client = createHttpClient(options.baseUrl, { timeoutMs: 5_000 });
  const server = options.start();
  try {
    const readyMs = await waitForReady(server, client, options.timeoutMs);
    client.close();
    const { stopMs } = await server.stop();
    return { readyMs, stopMs };
  } finally {
    client.close();
    await server.stop();
  }
}
