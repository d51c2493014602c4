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
  attributeLongTasks,
  interactions,
  OBSERVER_SCRIPT,
  type PageTimings,
  p75,
  READ_TIMINGS,
} from './page-timings.ts';

const CPU_SLOWDOWN = 4;
const TASK_BUDGET_MS = 100;
const INTERACTION_BUDGET_MS = 100;
/** Throttled, on two shared cores, a step can take longer than Playwright's 5 s default. */
const ACTION_TIMEOUT_MS = 30_000;

/** The widget's own files: the loader and everything under /widget/ (hashed chunks, texts). */
function isWidgetPath(url: URL): boolean {
  return url.pathname === '/booking-form.js' || url.pathname.startsWith('/widget/');
}

interface Transfer {
  url: string;
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
          url: url.pathname,
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
  await w.locator('#s1-location-0').check();
  await w.locator('#s1-emailaddress').pressSequentially('planner@example.com');
  await next(page, 1);
  await expectStep(page, 2);
  lap('step 1');

  // Step 2: the event and one day with a space.
  await fillEvent(page);
  await w.locator('#s2-days-0-date').fill(dateFromToday(70));
  await w.locator('#s2-days-0-halls').click();
  await pickFreeSpace(page, 0, 0);
  await next(page, 2);
  await expectStep(page, 4); // no hotel rooms: step 3 is skipped
  lap('step 2');

  await fillContact(page);
  // The on-site contact is the account holder (journey.ts's fillContact looks for another id).
  await w.locator('#s4-onsite-same').check();
  await next(page, 4);
  await expectStep(page, 5);
  lap('step 4');

  await w.locator('#s5-terms').check();
  await w.locator('[part~="send-button"][data-transition="request"]').click();
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

function printTimings(timings: PageTimings, origin: string): void {
  const isWidgetUrl = (url: string) => {
    try {
      const parsed = new URL(url);
      return parsed.origin === origin && isWidgetPath(parsed);
    } catch {
      return false;
    }
  };
  const tasks = attributeLongTasks(timings, isWidgetUrl).sort((a, b) => b.duration - a.duration);
  const widgetTasks = tasks.filter((t) => t.widgetMs > 0);
  const longest = tasks[0];
  const longestWidget = widgetTasks[0];
  console.log(
    `long tasks (> 50 ms):                        ${tasks.length}, of which ${widgetTasks.length} ran widget scripts`,
  );
  console.log(`longest task, any:                           ${longest ? ms(longest.duration) : 'none'}`);
  console.log(
    `longest task with widget scripts:            ${
      longestWidget
        ? `${ms(longestWidget.duration)} (${ms(longestWidget.widgetMs)} in widget scripts) ${verdict(longestWidget.duration, TASK_BUDGET_MS)}`
        : `none ✓ budget ${TASK_BUDGET_MS} ms`
    }`,
  );
  const containers = [...new Set(tasks.flatMap((t) => t.containers))].join(', ') || 'none';
  console.log(`long task API's own attribution (frame only): ${containers}`);
  console.log('the longest, with when they started (after navigation) and the widget scripts in them:');
  for (const task of tasks.slice(0, 8)) {
    const work = task.widgetWork.length
      ? `${ms(task.widgetMs)} widget: ${[...new Set(task.widgetWork)].join('; ')}`
      : 'no widget script';
    console.log(`  ${ms(task.duration).padStart(7)} at ${ms(task.start).padStart(8)}  ${work}`);
  }

  const all = interactions(timings.events).sort((a, b) => b.slowest.duration - a.slowest.duration);
  const slowest = all[0];
  const quantile = p75(
    all.map((i) => i.slowest.duration),
    timings.interactionCount,
  );
  console.log(
    `interactions:                                ${timings.interactionCount}, of which ${all.length} took ≥ 16 ms`,
  );
  console.log(
    `slowest interaction:                         ${
      slowest
        ? `${ms(slowest.slowest.duration)} ${slowest.slowest.type} on ${slowest.slowest.target} ${verdict(slowest.slowest.duration, INTERACTION_BUDGET_MS)}`
        : `none ≥ 16 ms ✓ budget ${INTERACTION_BUDGET_MS} ms`
    }`,
  );
  console.log(`p75 interaction:                             ${quantile === null ? '< 16 ms' : ms(quantile)}`);
  for (const i of all.slice(1, 6))
    console.log(`  ${ms(i.slowest.duration).padStart(7)} ${i.slowest.type} on ${i.slowest.target}`);
  const other = timings.events.filter((e) => e.interactionId === 0).sort((a, b) => b.duration - a.duration);
  if (other[0])
    console.log(
      `events outside interactions ≥ 16 ms:         ${other.length}, longest ${ms(other[0].duration)} ${other[0].type} on ${other[0].target} (hover, focus, programmatic input)`,
    );
}

/** `npm run bench` section (alone: `npm run bench -- interaction` or `BENCH_ONLY=interaction`). */
export async function interactionBench(): Promise<void> {
  console.log(
    `\n## Interaction: steps 1–5 of a meeting request in Amsterdam, Chromium with ${CPU_SLOWDOWN}× CPU throttling`,
  );
  console.log(
    'Long tasks are the widget\'s when a script from its files (Long Animation Frames "scripts", by source URL) ran in them.',
  );
  const server = await startServer();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVER_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const transfersSoFar = recordWidgetTransfers(page, server.url);

    const started = Date.now();
    const journey = await visitorJourney(page, transfersSoFar).catch(async (error: Error) => {
      // Say what the widget showed when the visitor got stuck, not only which wait timed out.
      const summary = widget(page).locator('[part~="error-summary"]');
      const shown = (await summary.count()) ? await summary.first().innerText() : 'no error summary';
      throw new Error(`the scripted visitor got stuck (${shown}): ${error.message}`);
    });
    console.log(
      `journey (wall clock, throttled):             ${((Date.now() - started) / 1000).toFixed(1)} s — ${journey.stepTimes.join(', ')}`,
    );
    printTimings((await page.evaluate(READ_TIMINGS)) as PageTimings, server.url);

    const report = bundleReport();
    console.log(transferLine('widget bytes sent before step 1 interactive', journey.beforeStepOne));
    console.log(
      `${''.padEnd(44)} build report: step 1 interactive ${kb(report.stepOne.gzip)} gzip, ${kb(report.stepOne.brotli)} brotli`,
    );
    console.log(transferLine('widget bytes sent by the end of step 5', journey.afterStepFive));
    console.log(
      `${''.padEnd(44)} build report: whole wizard ${kb(report.wizard.gzip)} gzip, ${kb(report.wizard.brotli)} brotli`,
    );
  } finally {
    await browser?.close();
    await server.stop();
  }
}
