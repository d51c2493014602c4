// Issue 19's host-page speed: Lighthouse (mobile preset, simulated throttling) on the demo hotel page
// as the server serves it, with the widget and without it (the same page with the loader's URL
// blocked, so nothing else differs), the median of several runs of each. Prints both, their
// difference and the goals beside them; nothing here fails (only byte sizes are enforced, by tests).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from '../tests/fixtures/server-process.mjs';

/** Runs per variant; the machine is shared, so the median stands for the page. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const LIGHTHOUSE_CLI = fileURLToPath(new URL('../node_modules/lighthouse/cli/index.js', import.meta.url));
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The goal of issue 19, with the widget on the page. */
export const LIGHTHOUSE_GOALS = { performance: 100, tbtMs: 50, cls: 0 } as const;

/** The figures of one Lighthouse run. */
export interface LighthouseFigures {
  performance: number;
  tbtMs: number;
  cls: number;
  ttiMs: number;
  lcpMs: number;
  fcpMs: number;
}

type Metric = keyof LighthouseFigures;

interface LighthouseJson {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

/** Reads the figures out of Lighthouse's JSON report. Pure. */
export function figuresOf(report: LighthouseJson): LighthouseFigures {
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const value = (id: string) => {
    const n = report.audits[id]?.numericValue;
    if (n === undefined) throw new Error(`Lighthouse report without ${id}`);
    return n;
  };
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ttiMs: value('interactive'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
  };
}

/** One run in its own Chromium: an async child, so nothing here blocks while it runs. */
function lighthouse(url: string, blocked: string[]): Promise<LighthouseFigures> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox',
    ...blocked.map((pattern) => `--blocked-url-patterns=${pattern}`),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-500)}`));
      try {
        resolve(figuresOf(JSON.parse(out) as LighthouseJson));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The middle value of each metric on its own (the lower one of an even count). Pure. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (metric: Metric) => {
    const sorted = runs.map((run) => run[metric]).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  return {
    performance: median('performance'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
    ttiMs: median('ttiMs'),
    lcpMs: median('lcpMs'),
    fcpMs: median('fcpMs'),
  };
}

const ROWS: { metric: Metric; label: string; format: (n: number) => string; goal?: (n: number) => string }[] =
  [
    {
      metric: 'performance',
      label: 'performance score',
      format: (n) => String(n),
      goal: (n) => (n >= LIGHTHOUSE_GOALS.performance ? '✓ goal 100' : '✗ goal 100'),
    },
    {
      metric: 'tbtMs',
      label: 'Total Blocking Time',
      format: (n) => `${Math.round(n)} ms`,
      goal: (n) =>
        n <= LIGHTHOUSE_GOALS.tbtMs
          ? `✓ goal ≤ ${LIGHTHOUSE_GOALS.tbtMs} ms`
          : `✗ goal ≤ ${LIGHTHOUSE_GOALS.tbtMs} ms`,
    },
    {
      metric: 'cls',
      label: 'Cumulative Layout Shift',
      format: (n) => n.toFixed(3),
      // Lighthouse reports shifts to three decimals; under 0.0005 it shows 0.
      goal: (n) => (n < 0.0005 ? '✓ goal 0' : '✗ goal 0'),
    },
    { metric: 'ttiMs', label: 'Time to Interactive', format: (n) => `${(n / 1000).toFixed(2)} s` },
    { metric: 'lcpMs', label: 'Largest Contentful Paint', format: (n) => `${(n / 1000).toFixed(2)} s` },
    { metric: 'fcpMs', label: 'First Contentful Paint', format: (n) => `${(n / 1000).toFixed(2)} s` },
  ];

function signed(text: string, n: number): string {
  return n > 0 ? `+${text}` : n < 0 ? text : `±${text}`;
}

/** The table: without, with, the difference, and the goal (which applies with the widget). Pure. */
export function lighthouseTable(without: LighthouseFigures, withWidget: LighthouseFigures): string[] {
  const lines = [
    `${''.padEnd(26)} ${'without'.padStart(10)} ${'with'.padStart(10)} ${'difference'.padStart(11)}`,
  ];
  for (const row of ROWS) {
    const difference = withWidget[row.metric] - without[row.metric];
    lines.push(
      `${row.label.padEnd(26)} ${row.format(without[row.metric]).padStart(10)} ${row.format(withWidget[row.metric]).padStart(10)} ${signed(row.format(difference), difference).padStart(11)}  ${row.goal?.(withWidget[row.metric]) ?? ''}`.trimEnd(),
    );
  }
  return lines;
}

const runLine = (f: LighthouseFigures) =>
  `${f.performance} / TBT ${Math.round(f.tbtMs)} ms / CLS ${f.cls.toFixed(3)} / TTI ${(f.ttiMs / 1000).toFixed(2)} s`;

/** `npm run bench` section (alone: `npm run bench -- lighthouse`). */
export async function lighthouseBench(): Promise<void> {
  console.log(
    `\n## Host page: Lighthouse on the demo hotel page, mobile preset, simulated throttling, median of ${RUNS}`,
  );
  console.log('"without" is the same page with /booking-form.js blocked; the goals apply with the widget.');
  const server = await startServer();
  try {
    const url = `${server.url}/`;
    // Warm the server (first compression, query plans) so the first measured run is like the others.
    await lighthouse(url, []);
    const without: LighthouseFigures[] = [];
    const withWidget: LighthouseFigures[] = [];
    // Alternating, so a busy moment on the shared machine falls on both variants alike.
    for (let index = 0; index < RUNS; index++) {
      without.push(await lighthouse(url, ['*/booking-form.js']));
      withWidget.push(await lighthouse(url, []));
      console.log(
        `run ${index + 1}: without ${runLine(without[index] as LighthouseFigures)}; with ${runLine(withWidget[index] as LighthouseFigures)}`,
      );
    }
    for (const line of lighthouseTable(medianFigures(without), medianFigures(withWidget))) console.log(line);
  } finally {
    await server.stop();
  }
}
