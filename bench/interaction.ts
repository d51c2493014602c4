// Issue 6's interaction timings: a scripted visitor fills steps 1–5 on the sample page (a meeting in
// Amsterdam) and sends the request, in Debian Chromium with 4× CPU throttling, against the real server.
// Prints the longest main-thread task, the slowest interaction and the widget bytes the page transferred,
// with budgets beside them; nothing here fails (only byte sizes are enforced, by tests).
import { type Browser, chromium, expect, type Page, type Request } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { bundleReport, kb } from '../scripts/bundle-report.mjs';
import {
  dateFromToday,
  expectStep,
  fillContact,
  fillEvent,
  next,
  openForm,
  pickFreeSpace,
  widget,
} from '../tests/e2e/journey.ts';
import { startServer } from '../tests/fixtures/server-process.mjs';
import {
  type AttributedTask,
  attributeLongTasks,
  type EventEntry,
  type Interaction,
  interactions,
  OBSERVER_SCRIPT,
  type PageTimings,
  p75,
  READ_TIMINGS,
} from './page-timings.ts';

const CPU_SLOWDOWN = 4;
/** The CPU is shared with other work: several visitors in a row, the median reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_INTERACTION_RUNS ?? 3));
/** Issue 19: no task of ours over 50 ms at 4× CPU, every interaction within 100 ms. */
const TASK_BUDGET_MS = 50;
const INTERACTION_BUDGET_MS = 100;
/** A person holds the mouse button about a tenth of a second: press and click are tasks of their own. */
const PRESS = { delay: 80 };
/** Throttled, on two shared cores, a step can take longer than Playwright's 5 s default. */
const ACTION_TIMEOUT_MS = 30_000;

/** The widget's own files: the loader and everything under /widget/ (hashed chunks, texts). */
function isWidgetPath(url: URL): boolean {
  return url.pathname === '/booking-form.js' || url.pathname.startsWith('/widget/');
}

interface Transfer {
  bodyBytes: number;
  headerBytes: number;
  encoding: string;
}

/** Records each finished widget response with its size as sent (compressed body, headers). */
function recordWidgetTransfers(page: Page, origin: string): () => Promise<Transfer[]> {
  const pending: Promise<Transfer>[] = [];
  page.on('requestfinished', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !isWidgetPath(url)) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        return {
          bodyBytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
          encoding,
        };
      })(),
    );
  });
  // A snapshot: the responses finished so far.
  return () => Promise.all([...pending]);
}

function transferLine(label: string, transfers: Transfer[]): string {
  const body = transfers.reduce((sum, t) => sum + t.bodyBytes, 0);
  const headers = transfers.reduce((sum, t) => sum + t.headerBytes, 0);
  const encodings = [...new Set(transfers.map((t) => t.encoding))].join('/');
  return `${label.padEnd(44)} ${kb(body).padStart(10)} body (${encodings}), ${transfers.length} files, +${kb(headers)} headers`;
}

/** Steps 1–5 for a meeting in Amsterdam, timed per step (wall clock, throttled). */
async function visitorJourney(page: Page, transfersSoFar: () => Promise<Transfer[]>) {
  const w = widget(page);
  const stepTimes: string[] = [];
  let mark = Date.now();
  const lap = (label: string) => {
    stepTimes.push(`${label} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
  };

  await openForm(page);
  const beforeStepOne = await transfersSoFar();
  lap('open');

  // Step 1: Amsterdam, and the e-mail typed key by key, as a visitor does (Playwright's fill inserts
  // the text at once, which is no keyboard interaction for Event Timing).
  await w.locator('#s1-location-0').click(PRESS);
  await w.locator('#s1-emailaddress').pressSequentially('planner@example.com');
  await next(page, 1, PRESS);
  await expectStep(page, 2);
  lap('step 1');

  // Step 2: the event and one day with a space.
  await fillEvent(page);
  await w.locator('#s2-days-0-date').fill(dateFromToday(70));
  await w.locator('#s2-days-0-halls').click(PRESS);
  await pickFreeSpace(page, 0, 0, PRESS);
  await next(page, 2, PRESS);
  await expectStep(page, 4); // no hotel rooms: step 3 is skipped
  lap('step 2');

  await fillContact(page);
  await next(page, 4, PRESS);
  await expectStep(page, 5);
  lap('step 4');

  await w.locator('#s5-terms').click(PRESS);
  await w.locator('[part~="submit-button"][data-transition="request"]').click(PRESS);
  await expect(w.getByRole('dialog')).toContainText('Request sent', { timeout: ACTION_TIMEOUT_MS });
  lap('step 5 and send');
  const afterStepFive = await transfersSoFar();
  return { beforeStepOne, afterStepFive, stepTimes };
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

function verdict(value: number, budget: number): string {
  return value <= budget ? `✓ budget ${budget} ms` : `✗ OVER budget ${budget} ms`;
}

interface RunFigures {
  wallSeconds: number;
  stepTimes: string[];
  tasks: AttributedTask[];
  /** Long tasks in which a widget script ran, longest first. */
  widgetTasks: AttributedTask[];
  containers: string[];
  interactionCount: number;
  /** Interactions of 16 ms and more, slowest first. */
  interactions: Interaction[];
  p75: number | null;
  /** Event Timing entries outside interactions (hover, focus, programmatic input), longest first. */
  otherEvents: EventEntry[];
}

function figures(timings: PageTimings, origin: string): Omit<RunFigures, 'wallSeconds' | 'stepTimes'> {
  const isWidgetUrl = (url: string) => {
    try {
      const parsed = new URL(url);
      return parsed.origin === origin && isWidgetPath(parsed);
    } catch {
      return false; // scripts without a URL: inline, eval, the test driver's
    }
  };
  const tasks = attributeLongTasks(timings, isWidgetUrl).sort((a, b) => b.duration - a.duration);
  const all = interactions(timings.events).sort((a, b) => b.slowest.duration - a.slowest.duration);
  return {
    tasks,
    widgetTasks: tasks.filter((t) => t.widgetMs > 0),
    containers: [...new Set(tasks.flatMap((t) => t.containers))],
    interactionCount: timings.interactionCount,
    interactions: all,
    p75: p75(
      all.map((i) => i.slowest.duration),
      timings.interactionCount,
    ),
    otherEvents: timings.events.filter((e) => e.interactionId === 0).sort((a, b) => b.duration - a.duration),
  };
}

const longestWidgetMs = (run: RunFigures) => run.widgetTasks[0]?.duration ?? 0;
const slowestInteractionMs = (run: RunFigures) => run.interactions[0]?.slowest.duration ?? 0;
const p75Text = (value: number | null) => (value === null ? '< 16 ms' : ms(value));

/** The middle value (the lower one of an even count): one noisy run does not move it. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

function printRun(index: number, run: RunFigures): void {
  const slowest = run.interactions[0]?.slowest;
  console.log(
    `run ${index + 1}: ${run.wallSeconds.toFixed(1)} s; long tasks ${run.tasks.length} (${run.widgetTasks.length} with widget scripts), ` +
      `longest ${ms(run.tasks[0]?.duration ?? 0)}, with widget scripts ${ms(longestWidgetMs(run))}; ` +
      `slowest interaction ${slowest ? `${ms(slowest.duration)} ${slowest.type} on ${slowest.target}` : 'none ≥ 16 ms'}; ` +
      `p75 ${p75Text(run.p75)} of ${run.interactionCount} interactions`,
  );
}

/** Where an event's time went: waiting for the main thread, its handlers, then until the next frame was shown. */
function phases(event: EventEntry): string {
  const delay = event.processingStart - event.start;
  const handlers = event.processingEnd - event.processingStart;
  const presentation = event.start + event.duration - event.processingEnd;
  return `input delay ${ms(delay)}, handlers ${ms(handlers)}, presentation ${ms(presentation)}`;
}

function printDetails(run: RunFigures): void {
  console.log(`journey steps (wall clock, throttled): ${run.stepTimes.join(', ')}`);
  console.log(`long task API's own attribution (frame only): ${run.containers.join(', ') || 'none'}`);
  console.log('longest tasks, when they started (after navigation), and the widget scripts in them:');
  for (const task of run.tasks.slice(0, 8)) {
    const work = task.widgetWork.length
      ? `${ms(task.widgetMs)} widget: ${[...new Set(task.widgetWork)].join('; ')}`
      : 'no widget script';
    console.log(`  ${ms(task.duration).padStart(7)} at ${ms(task.start).padStart(8)}  ${work}`);
  }
  console.log(`slowest interactions (of ${run.interactionCount}; ${run.interactions.length} took ≥ 16 ms):`);
  for (const i of run.interactions.slice(0, 6))
    console.log(
      `  ${ms(i.slowest.duration).padStart(7)} ${i.slowest.type} on ${i.slowest.target} (${phases(i.slowest)})`,
    );
  const other = run.otherEvents[0];
  if (other)
    console.log(
      `events outside interactions ≥ 16 ms: ${run.otherEvents.length}, longest ${ms(other.duration)} ${other.type} on ${other.target}`,
    );
}

/** One visitor in a fresh browser context (empty cache), throttled from before the page loads. */
async function measuredJourney(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  try {
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVER_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const transfersSoFar = recordWidgetTransfers(page, origin);
    const started = Date.now();
    const journey = await visitorJourney(page, transfersSoFar).catch(async (error: Error) => {
      // Say what the widget showed when the visitor got stuck, not only which wait timed out.
      const summary = widget(page).locator('[part~="error-summary"]');
      const shown = (await summary.count()) ? await summary.first().innerText() : 'no error summary';
      throw new Error(`the scripted visitor got stuck (${shown}): ${error.message}`);
    });
    const run: RunFigures = {
      wallSeconds: (Date.now() - started) / 1000,
      stepTimes: journey.stepTimes,
      ...figures((await page.evaluate(READ_TIMINGS)) as PageTimings, origin),
    };
    return { run, journey };
  } finally {
    await context.close();
  }
}

/** `npm run bench` section (alone: `npm run bench -- interaction` or `BENCH_ONLY=interaction`). */
export async function interactionBench(): Promise<void> {
  console.log(
    `\n## Interaction: steps 1–5 of a meeting request in Amsterdam, Chromium with ${CPU_SLOWDOWN}× CPU throttling, ${RUNS} runs, each click a ${PRESS.delay} ms press`,
  );
  console.log(
    'A long task is the widget\'s when a script from its files (Long Animation Frames "scripts", by source URL) ran in it.',
  );
  const server = await startServer();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const runs: RunFigures[] = [];
    let transfers: Awaited<ReturnType<typeof measuredJourney>>['journey'] | null = null;
    for (let index = 0; index < RUNS; index++) {
      const measured = await measuredJourney(browser, server.url);
      runs.push(measured.run);
      transfers = measured.journey;
      printRun(index, measured.run);
    }

    // The CPU is shared: the median run stands for the widget, the worst one is shown beside it.
    const typical = median(runs.map(longestWidgetMs));
    const typicalRun = runs.find((run) => longestWidgetMs(run) === typical) ?? runs[0];
    const worst = (pick: (run: RunFigures) => number) => ms(Math.max(...runs.map(pick)));
    console.log(
      `longest task with widget scripts, median:   ${ms(typical)} ${verdict(typical, TASK_BUDGET_MS)} (worst run ${worst(longestWidgetMs)})`,
    );
    const slowest = median(runs.map(slowestInteractionMs));
    console.log(
      `slowest interaction, median:                ${ms(slowest)} ${verdict(slowest, INTERACTION_BUDGET_MS)} (worst run ${worst(slowestInteractionMs)})`,
    );
    console.log(
      `p75 interaction, per run:                   ${runs.map((run) => p75Text(run.p75)).join(', ')}`,
    );
    if (typicalRun) {
      console.log(`the median run (${runs.indexOf(typicalRun) + 1}) in detail:`);
      printDetails(typicalRun);
    }

    if (transfers) {
      const report = bundleReport();
      console.log(transferLine('widget bytes sent before step 1 interactive', transfers.beforeStepOne));
      console.log(
        `${''.padEnd(44)} build report: step 1 interactive ${kb(report.stepOne.gzip)} gzip, ${kb(report.stepOne.brotli)} brotli`,
      );
      console.log(transferLine('widget bytes sent by the end of step 5', transfers.afterStepFive));
      console.log(
        `${''.padEnd(44)} build report: whole wizard ${kb(report.wizard.gzip)} gzip, ${kb(report.wizard.brotli)} brotli`,
      );
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}
