// What the browser records while a scripted visitor uses the widget: long tasks, long animation frames
// (for the scripts that ran in them) and Event Timing entries, collected by a script installed before
// the page's own, plus the pure arithmetic that turns them into the figures the bench prints.

/** A long task (PerformanceObserver `longtask`): over 50 ms of main thread without a break. */
export interface LongTask {
  start: number;
  duration: number;
  /** The long task API's own attribution: only the frame (container), never the script. */
  containers: string[];
}

/** A script that ran inside a long animation frame (LoAF reports scripts of 5 ms and more). */
export interface FrameScript {
  start: number;
  duration: number;
  sourceURL: string;
  invoker: string;
  invokerType: string;
}

/** An Event Timing entry of 16 ms or more; `interactionId` 0 means it is not part of an interaction. */
export interface EventEntry {
  type: string;
  start: number;
  duration: number;
  interactionId: number;
  /** When its handlers started and ended: input delay is `processingStart - start`, presentation delay what follows `processingEnd`. */
  processingStart: number;
  processingEnd: number;
  /** The innermost element the event was dispatched to, read from `composedPath()` (inside the shadow root). */
  target: string;
}

export interface PageTimings {
  longTasks: LongTask[];
  scripts: FrameScript[];
  events: EventEntry[];
  /** `performance.interactionCount`: every interaction, also those under the 16 ms threshold. */
  interactionCount: number;
}

/**
 * Runs in the page before any of its scripts (`page.addInitScript`). A string, not a function: tsx
 * compiles functions with helpers (`__name`) that do not exist in the page.
 *
 * Event Timing retargets an entry's `target` to the shadow host (`booking-form`), so window listeners in
 * the capture phase note each event's innermost target by its timestamp, which equals the entry's
 * `startTime`.
 */
export const OBSERVER_SCRIPT = `(() => {
  const store = { longTasks: [], scripts: [], events: [], targets: [] };
  Object.defineProperty(window, '__bfTimings', { value: store });
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : '(none)';
    let text = node.localName;
    if (node.id) text += '#' + node.id;
    const part = node.getAttribute('part');
    if (part) text += '[part="' + part + '"]';
    return text;
  };
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'change']) {
    window.addEventListener(type, (event) => {
      store.targets.push({ type, time: event.timeStamp, target: describe(event.composedPath()[0]) });
    }, { capture: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.longTasks.push({
        start: entry.startTime,
        duration: entry.duration,
        containers: entry.attribution.map((a) => a.containerType + ':' + (a.containerSrc || a.containerName || a.name)),
      });
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      for (const s of frame.scripts) {
        store.scripts.push({
          start: s.startTime,
          duration: s.duration,
          sourceURL: s.sourceURL,
          invoker: s.invoker,
          invokerType: s.invokerType,
        });
      }
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.events.push({
        type: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: describe(entry.target),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** Reads what the observer script collected, giving each event the innermost target noted for it. */
export const READ_TIMINGS = `(() => {
  const store = window.__bfTimings;
  const events = store.events.map((entry) => {
    const noted = store.targets.find((t) => t.type === entry.type && Math.abs(t.time - entry.start) < 1);
    return noted ? { ...entry, target: noted.target } : entry;
  });
  return {
    longTasks: store.longTasks,
    scripts: store.scripts,
    events,
    interactionCount: performance.interactionCount ?? 0,
  };
})()`;

function overlap(a: { start: number; duration: number }, b: { start: number; duration: number }): number {
  return Math.max(0, Math.min(a.start + a.duration, b.start + b.duration) - Math.max(a.start, b.start));
}

export interface AttributedTask extends LongTask {
  /** Milliseconds of the task spent in scripts loaded from the widget's files. */
  widgetMs: number;
  /** The widget scripts that ran in it, as `invokerType invoker`. */
  widgetWork: string[];
}

/**
 * A long task is the widget's when a script from the widget's files (by the LoAF script's `sourceURL`)
 * ran within it; `widgetMs` is how much of the task those scripts took (the rest is style, layout,
 * garbage collection, the browser, or other scripts such as the test driver's).
 */
export function attributeLongTasks(
  timings: PageTimings,
  isWidgetUrl: (url: string) => boolean,
): AttributedTask[] {
  const widgetScripts = timings.scripts.filter((s) => isWidgetUrl(s.sourceURL));
  return timings.longTasks.map((task) => {
    const inside = widgetScripts.filter((s) => overlap(s, task) > 0);
    return {
      ...task,
      widgetMs: inside.reduce((sum, s) => sum + overlap(s, task), 0),
      widgetWork: inside.map((s) => `${s.invokerType} ${s.invoker}`.trim()),
    };
  });
}

export interface Interaction {
  id: number;
  /** The longest event of the interaction: its duration is the interaction's. */
  slowest: EventEntry;
}

/** Groups events by `interactionId` (0 is no interaction) and keeps each interaction's longest event. */
export function interactions(events: EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry>();
  for (const event of events) {
    if (event.interactionId === 0) continue;
    const known = byId.get(event.interactionId);
    if (!known || event.duration > known.duration) byId.set(event.interactionId, event);
  }
  return [...byId].map(([id, slowest]) => ({ id, slowest }));
}

/**
 * The 75th percentile of interaction durations (nearest rank). Interactions under the 16 ms threshold
 * have no entry; they count as faster than every measured one, so `null` means "under 16 ms".
 */
export function p75(measured: number[], total: number): number | null {
  const count = Math.max(total, measured.length);
  if (count === 0) return null;
  const rank = Math.ceil(0.75 * count); // 1-based, ascending
  const unmeasured = count - measured.length;
  if (rank <= unmeasured) return null;
  return [...measured].sort((a, b) => a - b)[rank - unmeasured - 1] ?? null;
}
