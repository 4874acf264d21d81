/** Small helpers the benchmarks share: medians, interleaved runs and a plain text table. */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Milliseconds one call of `fn` takes. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * Runs each measure `runs` times, interleaved (A, B, A, B…) so a slower moment of the machine falls on both,
 * after `warmup` unrecorded rounds; answers the medians in the order given.
 */
export async function interleaved(measures: Array<() => Promise<number>>, runs: number, warmup = 2): Promise<number[]> {
  const samples = measures.map(() => [] as number[]);
  for (let i = 0; i < runs + warmup; i++) {
    for (const [index, measure] of measures.entries()) {
      const value = await measure();
      if (i >= warmup) samples[index]!.push(value);
    }
  }
  return samples.map(median);
}

/** Prints rows as aligned columns; the first row is the header. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) console.info(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}
