import type { HttpClient } from './createHttpClient';
import { sleep } from './sleep';
import type { ServerProcess } from './startServer';

export interface IngestionResult {
  /** From spawn until by-query first answered (with any total): when the API is usable. */
  firstAnswerMs: number | undefined;
  /** From spawn until by-query first reported any entity. */
  firstEntityMs: number | undefined;
  /** From spawn until by-query reported at least the expected total. */
  completeMs: number | undefined;
  /** The last total seen. */
  totalItems: number | undefined;
  /** Why ingestion was not measured to the end, when it was not. */
  failure: string | undefined;
  /**
   * The polls are requests the server answers while it ingests; their time is reported so a
   * reader can judge how much they slowed ingestion (the count behind totalItems is not free).
   */
  polls: { count: number; totalMs: number; latenciesMs: number[] };
}

const POLL_MS = 200;
/** A total that does not move for this long means processing stopped, not that it is slow. */
const STALL_MS = 120_000;

/**
 * Polls `by-query?limit=1` until `totalItems` reaches `expected`. Times count from the spawn,
 * so they include the server's own start (the figure an operator sees after a deploy).
 */
export async function measureIngestion(options: {
  server: ServerProcess;
  client: HttpClient;
  expected: number;
  timeoutMs: number;
  onProgress?: (totalItems: number, elapsedMs: number) => void;
}): Promise<IngestionResult> {
  const { server, client, expected } = options;
  const result: IngestionResult = {
    firstAnswerMs: undefined,
    firstEntityMs: undefined,
    completeMs: undefined,
    totalItems: undefined,
    failure: undefined,
    polls: { count: 0, totalMs: 0, latenciesMs: [] },
  };
  let lastChange = performance.now();
  let lastError = '';
  while (true) {
    const elapsed = performance.now() - server.startedAt;
    if (server.exit) {
      result.failure = `the server exited (code ${server.exit.code}, signal ${server.exit.signal}) during ingestion`;
      return result;
    }
    if (elapsed > options.timeoutMs) {
      result.failure = `ingestion did not finish within ${options.timeoutMs / 1000} s (totalItems ${result.totalItems ?? 'never answered'}${lastError ? `, last error: ${lastError}` : ''})`;
      return result;
    }
    if (result.totalItems !== undefined && performance.now() - lastChange > STALL_MS) {
      result.failure = `ingestion stalled: totalItems stayed at ${result.totalItems} for ${STALL_MS / 1000} s`;
      return result;
    }
    const total = await readTotal(client, result.polls).catch((error: unknown) => {
      lastError = error instanceof Error ? error.message : String(error);
      return undefined;
    });
    if (total !== undefined) {
      const at = performance.now() - server.startedAt;
      if (total !== result.totalItems) {
        lastChange = performance.now();
        options.onProgress?.(total, at);
      }
      result.totalItems = total;
      result.firstAnswerMs ??= at;
      if (total > 0 && result.firstEntityMs === undefined) result.firstEntityMs = at;
      if (total >= expected) {
        result.completeMs = at;
        return result;
      }
    }
    await sleep(POLL_MS);
  }
}

async function readTotal(client: HttpClient, polls: IngestionResult['polls']): Promise<number> {
  const response = await client.request('GET', '/api/catalog/entities/by-query?limit=1');
  polls.count++;
  polls.totalMs += response.ms;
  polls.latenciesMs.push(response.ms);
  if (response.status !== 200) throw new Error(`by-query answered ${response.status}`);
  const body = JSON.parse(response.body) as { totalItems?: unknown };
  if (typeof body.totalItems !== 'number') throw new Error('by-query answered without totalItems');
  return body.totalItems;
}
