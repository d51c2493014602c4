// A small, bounded HTTP load generator for loopback benchmarks: a closed loop for throughput and an
// open loop at a fixed rate for latency (so slow answers cannot hide by slowing the sender down).
import { Agent, request } from 'node:http';

/** Latency percentiles and counts of one run. */
export type LoadResult = {
  requests: number;
  errors: number;
  non2xx: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function once(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { accept: 'application/ld+json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

function summarise(latencies: number[], errors: number, non2xx: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    requests: latencies.length + errors,
    errors,
    non2xx,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** As many requests as `concurrency` workers can make in `seconds`. */
export async function closedLoop(urls: string[], concurrency: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let i = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const url = urls[i++ % urls.length]!;
        try {
          const { status, ms } = await once(url);
          latencies.push(ms);
          if (status < 200 || status > 299) non2xx++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarise(latencies, errors, non2xx, (performance.now() - started) / 1000);
}

/** `rate` requests a second for `seconds`, sent on schedule whatever the answers take. */
export async function openLoop(urls: string[], rate: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      once(urls[n % urls.length]!).then(
        ({ status, ms }) => {
          latencies.push(ms);
          if (status < 200 || status > 299) non2xx++;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(pending);
  return summarise(latencies, errors, non2xx, (performance.now() - started) / 1000);
}

/** One table row: `label  p50 p99 rps errors`. */
export function formatLoad(label: string, r: LoadResult): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  return `${label.padEnd(44)} p50${ms(r.p50)}  p99${ms(r.p99)}  max${ms(r.max)}  ${r.rps.toFixed(0).padStart(5)} req/s  ${r.requests} req, ${r.errors} errors, ${r.non2xx} non-2xx`;
}
