/**
 * The first `Intl.DateTimeFormat` a page makes loads the browser's date data: 40–70 ms at 4× CPU
 * slowdown, in one piece. Left to step 2's first time list, it made "Next" on step 1 a long task; made
 * in one idle task, it was a long task of its own. Asked for a piece at a time (the locale's likely
 * subtags, the calendars, the time zones, then the format itself), the same data loads in idle tasks
 * of 10–35 ms each while the visitor is on step 1, and every later format takes a millisecond or two.
 */
import { whenIdle } from './when-idle.ts';

type Intlish = typeof Intl & { supportedValuesOf?: (key: string) => string[] };

function pieces(locale: string): (() => unknown)[] {
  const intl = Intl as Intlish;
  return [
    () => new Intl.Locale(locale).maximize(),
    () => intl.supportedValuesOf?.('calendar'),
    () => intl.supportedValuesOf?.('timeZone'),
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }),
  ];
}

/** Loads the date data piece by piece, each in an idle period of its own; returns a cancel. */
export function warmDateDataWhenIdle(locale: string): () => void {
  const queue = pieces(locale);
  let cancel = () => {};
  const next = () => {
    const piece = queue.shift();
    if (!piece) return;
    try {
      piece();
    } catch {
      // A locale or API this browser lacks: the date fields meet it themselves when they need it.
    }
    if (queue.length > 0) cancel = whenIdle(next);
  };
  cancel = whenIdle(next);
  return () => {
    queue.length = 0;
    cancel();
  };
}
