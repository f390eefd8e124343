import type { HttpClient } from './createHttpClient';
import { summarizeLatencies, type LatencySummary } from './summarizeLatencies';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface LoadOptions {
  client: HttpClient;
  nextRequest: () => LoadRequest;
  concurrency: number;
  /** Stop issuing requests after this long... */
  durationMs: number;
  /** ...or after this many, when given (still bounded by `maxMs`). */
  requests?: number;
  /** Hard bound on the pass, whatever `requests` says. */
  maxMs?: number;
}

export interface LoadResult {
  concurrency: number;
  requests: number;
  errors: number;
  /** The first error seen, to say what went wrong without flooding the report. */
  firstError: string | undefined;
  elapsedMs: number;
  requestsPerSecond: number;
  /** Of the successful requests only. */
  latency: LatencySummary | undefined;
}

/**
 * A closed loop: `concurrency` workers each send a request, wait for the whole answer and send
 * the next. Unlike an open (fixed-rate) load it cannot overrun the server, so at concurrency 1
 * the figures are pure service latency and at higher concurrency the rate is the throughput.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const stopAt =
    started + (options.requests === undefined ? options.durationMs : (options.maxMs ?? 120_000));
  const more = () =>
    performance.now() < stopAt && (options.requests === undefined || issued < options.requests);

  const worker = async () => {
    while (more()) {
      issued++;
      const { method, path, body } = options.nextRequest();
      try {
        const response = await options.client.request(method, path, body);
        if (response.status === 200) {
          latencies.push(response.ms);
        } else {
          errors++;
          firstError ??= `${method} ${path} answered ${response.status}: ${response.body.slice(0, 200)}`;
        }
      } catch (error) {
        errors++;
        firstError ??= `${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedMs = performance.now() - started;
  return {
    concurrency: options.concurrency,
    requests: issued,
    errors,
    firstError,
    elapsedMs,
    requestsPerSecond: (latencies.length / elapsedMs) * 1000,
    latency: summarizeLatencies(latencies),
  };
}
