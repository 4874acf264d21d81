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
 * Runs each measure `runs` times, interleaved (A, B, B, A, A, B…) so a slower moment of the machine falls on both,
 * after `warmup` unrecorded rounds (a freshly started app answers its first requests of a report two to three
 * times slower, until the JIT has compiled the path); answers the medians in the order given.
 */
export async function interleaved(
  measures: Array<() => Promise<number>>,
  runs: number,
  warmup = 5,
  { budgetMs = 0 } = {},
): Promise<number[]> {
  const samples = measures.map(() => [] as number[]);
  const started = performance.now();
  // With a budget, rounds go on (up to ten times `runs`) until it is spent: a pair of a few milliseconds gets
  // a hundred samples instead of eleven, and one slow moment of the machine no longer moves its median.
  const more = (i: number) => i < runs + warmup || (performance.now() - started < budgetMs && i < runs * 10 + warmup);
  for (let i = 0; more(i); i++) {
    for (const index of roundOrder(measures.length, i)) {
      const value = await measures[index]!();
      if (i >= warmup) samples[index]!.push(value);
    }
  }
  return samples.map(median);
}

/**
 * The order of a round: measures come in pairs (a request, then its SQL replayed), and every other round each
 * pair runs the other way round. The first of a pair meets the caches as the previous pair left them (another
 * dataset's pages in MariaDB's buffer pool); the second finds the pages the first just read. Without the swap
 * that cold start always fell on the request.
 */
function roundOrder(count: number, round: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  if (round % 2 === 0) return order;
  for (let i = 0; i + 1 < count; i += 2) [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
  return order;
}

/** Prints rows as aligned columns; the first row is the header. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows)
    console.info(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}
