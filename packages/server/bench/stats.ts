/** Percentile of a list of durations in milliseconds (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Runs `task` `total` times with at most `concurrency` at once; returns each duration in ms. */
export async function timeMany(
  total: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<{ durations: number[]; wallMs: number }> {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const t0 = performance.now();
      await task(index);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { durations, wallMs: performance.now() - started };
}

export type BenchRow = {
  database: string;
  measure: string;
  p50: number;
  p95: number;
  extra: string;
};

/** The bench's table; the first column names the database, or what `firstColumn` says it is. */
export function printTable(rows: BenchRow[], firstColumn = 'database') {
  const header = [firstColumn, 'measure', 'p50 ms', 'p95 ms', ''];
  const lines = rows.map((row) => [
    row.database,
    row.measure,
    Number.isNaN(row.p50) ? '' : row.p50.toFixed(2),
    Number.isNaN(row.p95) ? '' : row.p95.toFixed(2),
    row.extra,
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((l) => l[i]!.length)),
  );
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
