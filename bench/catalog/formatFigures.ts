export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function milliseconds(ms: number): string {
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}

export function megabytes(mb: number): string {
  return `${mb.toFixed(0)} MB`;
}

export function percent(value: number): string {
  return `${value.toFixed(0)} %`;
}

export function medianOf(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
