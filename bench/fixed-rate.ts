// A fixed-rate load generator for the budgets of `npm run bench -- load`: requests go out on schedule
// whatever the answers take (an open loop, so a slow server cannot hide by slowing the sender down),
// each labelled, and the figures are kept per label. Percentiles are nearest-rank.

/** One request's outcome: which kind it was, when it went out (performance.now()), how long its whole answer took. */
export type Sample = { label: string; sentAt: number; ms: number; status: number };

/** Latency figures of one label (or of several together). */
export type Figures = {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
};

/**
 * Sends `total` requests, `rate` a second: `send(n)` makes the n-th and answers its status (after reading
 * the whole answer); `labelOf(n)` names its kind. A request that throws counts as an error (status 0).
 */
export async function atFixedRate(
  rate: number,
  total: number,
  labelOf: (n: number) => string,
  send: (n: number) => Promise<number>,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = started + (n * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    const label = labelOf(n);
    const done = (status: number) => {
      samples.push({ label, sentAt, ms: performance.now() - sentAt, status });
    };
    pending.push(send(n).then(done, () => done(0)));
  }
  await Promise.all(pending);
  return samples;
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** p50, p99 and max of the samples (all of them, or those whose label `only` accepts). */
export function figures(samples: Sample[], only: (label: string) => boolean = () => true): Figures {
  const chosen = samples.filter((s) => only(s.label));
  const sorted = chosen.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: chosen.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    errors: chosen.filter((s) => s.status === 0).length,
    non2xx: chosen.filter((s) => s.status !== 0 && (s.status < 200 || s.status > 299)).length,
  };
}

/** One row: label, p50, p99, max, counts, and the budget verdict when one is given. */
export function row(label: string, f: Figures, budgetP99?: number): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
  const verdict =
    budgetP99 === undefined
      ? ''
      : f.p99 <= budgetP99
        ? `  ✓ budget p99 ≤ ${budgetP99} ms`
        : `  ✗ over budget p99 ≤ ${budgetP99} ms`;
  return `${label.padEnd(58)} p50${ms(f.p50)}  p99${ms(f.p99)}  max${ms(f.max)}  ${f.requests} req, ${f.errors} errors, ${f.non2xx} non-2xx${verdict}`;
}
