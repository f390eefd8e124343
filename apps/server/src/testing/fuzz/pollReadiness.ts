import http from 'node:http';
import { sendRawRequest } from './sendRawRequest';

export interface ReadinessSamples {
  /** Milliseconds to the status line and headers of each answer, in order. */
  headersMs: number[];
  /** Answers other than 200, and dropped connections. */
  failures: string[];
}

/**
 * Asks `/readiness` every `intervalMs` (one request at a time, over a connection of its own, as a
 * load balancer does) until stopped; answers how long each answer took to start.
 */
export function pollReadiness(
  baseUrl: string,
  intervalMs = 50,
): { readonly samples: ReadinessSamples; stop(): Promise<ReadinessSamples> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: ReadinessSamples = { headersMs: [], failures: [] };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const answer = await sendRawRequest(
        { method: 'GET', path: '/readiness', headers: {} },
        { baseUrl, agent },
      );
      if (answer.kind === 'dropped') samples.failures.push(`dropped: ${answer.reason}`);
      else if (answer.status !== 200) samples.failures.push(`answered ${answer.status}`);
      else samples.headersMs.push(answer.headersMs);
      const wait = intervalMs - (performance.now() - started);
      if (wait > 0) await new Promise(resolve => setTimeout(resolve, wait));
    }
  })();
  return {
    samples,
    async stop() {
      stopped = true;
      await loop;
      agent.destroy();
      return samples;
    },
  };
}

/** The value below which `share` of the samples lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}
