import { summarizeLatencies } from '../catalog/summarizeLatencies';

/**
 * Runs `ask` for every term, `concurrency` at a time, and answers one row of the report's table:
 * nearest-rank p50/p95/p99/max, queries per second and the average hits (what `ask` answers).
 */
export async function timeQueries(
  terms: readonly string[],
  concurrency: number,
  ask: (term: string) => Promise<number>,
): Promise<string> {
  const latencies: number[] = [];
  let hits = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < terms.length) {
      const term = terms[next++]!;
      const sent = performance.now();
      const found = await ask(term);
      latencies.push(performance.now() - sent);
      // Added after the await: `hits += await …` would add to a stale total.
      hits += found;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const summary = summarizeLatencies(latencies)!;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `${ms(summary.p50)} | ${ms(summary.p95)} | ${ms(summary.p99)} | ${ms(summary.max)} | ` +
    `${(terms.length / seconds).toFixed(0)} | ${(hits / terms.length).toFixed(1)} |`
  );
}

/** A few queries at concurrency 8 first: caches, compiled code and every reader thread warmed. */
export async function warmUp(terms: readonly string[], ask: (term: string) => Promise<unknown>) {
  await Promise.all(
    Array.from({ length: 8 }, async (_, index) => {
      for (const term of terms.filter((_, at) => at % 8 === index)) await ask(term);
    }),
  );
}
