/**
 * Error reporting after start-up (spec §6): keeps the page's first errors while the widget starts, then,
 * once the partner read says whether the deployment has an error-reporting DSN, hands them to the
 * reporter chunk (loaded only then) or drops them. Without a DSN nothing more is loaded.
 */
import { effect } from '@preact/signals-react';
import type { WidgetModelInstance } from '../src/state/widget.model.ts';

/** Errors kept before the reporter arrives; more are not worth the memory. */
const EARLY_LIMIT = 10;

/** Starts for one instance; returns its stop function. */
export function startErrorReporting(model: WidgetModelInstance): () => void {
  const early: Event[] = [];
  const keep = (event: Event) => early.length < EARLY_LIMIT && early.push(event);
  const stopKeeping = () => {
    window.removeEventListener('error', keep);
    window.removeEventListener('unhandledrejection', keep);
  };
  window.addEventListener('error', keep);
  window.addEventListener('unhandledrejection', keep);
  let stopReporter = () => {};
  let stopped = false;
  const stopWatching = effect(() => {
    const partner = model.partner.value;
    if (!partner) return;
    const dsn = partner.errorReportingDsn;
    // Kept until the reporter listens: the first render, where errors are likeliest, comes before it.
    if (!dsn) return stopKeeping();
    // After the first render: the reporter never competes with the form for the network.
    setTimeout(() =>
      import('./error-reporter.ts').then((reporter) => {
        if (stopped) return;
        stopKeeping();
        stopReporter();
        stopReporter = reporter.startErrorReporter(dsn, early.splice(0), () =>
          model.form.peek()?.reservation.peek(),
        );
      }, stopKeeping),
    );
  });
  return () => {
    stopped = true;
    stopKeeping();
    stopWatching();
    stopReporter();
  };
}
