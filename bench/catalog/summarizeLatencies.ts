export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles: every figure is a latency that was actually measured. */
export function summarizeLatencies(latenciesMs: readonly number[]): LatencySummary | undefined {
  if (latenciesMs.length === 0) return undefined;
  const sorted = Float64Array.from(latenciesMs).sort();
  const at = (percentile: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((percentile / 100) * sorted.length) - 1)]!;
  return {
    count: sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted[sorted.length - 1]!,
  };
}
