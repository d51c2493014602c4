/**
 * The error reporter, a lazy chunk loaded only when the deployment sets ERROR_REPORTING_DSN: it sends
 * the page's unexpected errors that come from the widget's own code (not the host page's) to that
 * Sentry-compatible service, scrubbed of personal data, at most MAX_REPORTS per page load.
 */
import { sendErrorEnvelope } from '../src/api/error-reports.ts';
import { parseDsn } from '../src/domain/error-report/dsn.ts';
import { errorEnvelope } from '../src/domain/error-report/envelope.ts';
import { typedValues } from '../src/domain/error-report/scrub.ts';

/** Reports per page load: an error in a loop must not flood the service. */
export const MAX_REPORTS = 10;

/** Where the widget's files come from: the directory of this chunk (every chunk) and the loader. */
const WIDGET_BASE = new URL('./', import.meta.url).href;
const LOADER = new URL('/booking-form.js', import.meta.url).href;

let reported = 0;
const seen = new WeakSet<object>();
const sentMessages = new Set<string>();
const visitorValueSources = new Set<() => unknown>();
let listening = false;

function ownError(stack: string, filename: string): boolean {
  return [stack, filename].some((text) => text.includes(WIDGET_BASE) || text.includes(LOADER));
}

function report(event: Event, envelopeUrlOf: ReturnType<typeof parseDsn>) {
  if (!envelopeUrlOf || seen.has(event) || reported >= MAX_REPORTS) return;
  seen.add(event);
  const rejection = event.type === 'unhandledrejection';
  const cause: unknown = rejection ? (event as PromiseRejectionEvent).reason : (event as ErrorEvent).error;
  const error = cause instanceof Error ? cause : null;
  const message = error?.message ?? (rejection ? String(cause) : (event as ErrorEvent).message);
  const stack = error?.stack ?? '';
  if (!ownError(stack, rejection ? '' : ((event as ErrorEvent).filename ?? ''))) return;
  // The same error over and over (a render loop) is one report.
  const key = `${error?.name}:${message}`;
  if (sentMessages.has(key)) return;
  sentMessages.add(key);
  reported += 1;
  const typed = [...visitorValueSources].flatMap((values) => typedValues(values()));
  const envelope = errorEnvelope(
    {
      type: error?.name ?? 'Error',
      message,
      stack,
      pageUrl: window.location.href,
      widgetBase: WIDGET_BASE,
      mechanism: rejection ? 'onunhandledrejection' : 'onerror',
    },
    envelopeUrlOf,
    typed,
    new Date(),
  );
  void sendErrorEnvelope(envelopeUrlOf.envelopeUrl, envelope);
}

/**
 * Starts reporting to `dsn` (once per page, whatever the number of widgets), with the errors caught
 * before this chunk arrived; `visitorValues` gives this widget's form values to cut out of reports.
 * Returns a stop function for this widget's values.
 */
export function startErrorReporter(dsn: string, early: readonly Event[], visitorValues: () => unknown) {
  const parsed = parseDsn(dsn);
  visitorValueSources.add(visitorValues);
  if (!listening && parsed) {
    listening = true;
    const onEvent = (event: Event) => report(event, parsed);
    window.addEventListener('error', onEvent);
    window.addEventListener('unhandledrejection', onEvent);
  }
  for (const event of early) report(event, parsed);
  return () => visitorValueSources.delete(visitorValues);
}
