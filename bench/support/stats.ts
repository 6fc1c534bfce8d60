/** The q-quantile (0..1) of ascending `sorted`, nearest rank; NaN when empty. */
export const quantile = (sorted: number[], q: number): number =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/** "p50 / p95 / p99" of `values` in milliseconds. */
export function percentiles(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
