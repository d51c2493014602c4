// Sees every listener the widget adds to the window and the document, and every timer it starts, by
// wrapping those functions when this module is imported: before the widget script loads, so the
// widget's code (and React's, and every library it bundles) only ever calls the wrappers. A call
// counts as the widget's when the widget's script is on the stack (it is served from the API
// origin, the test code from another), so the test runner's own listeners and timers are ignored.
import { API } from './helpers.ts';

type Listener = { target: string; type: string; listener: unknown; capture: boolean };
type Timer = { kind: string; delay: number };

const listeners = new Set<Listener>();
const timers = new Map<string, Timer>();
const fromWidget = () => (new Error().stack ?? '').includes(`${API}/`);

// Deep enough to reach the widget's frame below React's and the libraries' own frames.
Error.stackTraceLimit = 100;

function watchListeners(target: Window | Document | FontFaceSet, name: string): void {
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  const captureOf = (options?: boolean | EventListenerOptions) =>
    typeof options === 'boolean' ? options : Boolean(options?.capture);
  const find = (type: string, listener: unknown, capture: boolean) =>
    [...listeners].find(
      (l) => l.target === name && l.type === type && l.listener === listener && l.capture === capture,
    );
  target.addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => {
    add(type, listener, options);
    const capture = captureOf(options);
    if (!fromWidget() || find(type, listener, capture)) return;
    const entry = { target: name, type, listener, capture };
    const signal = typeof options === 'object' ? options.signal : undefined;
    if (signal?.aborted) return;
    listeners.add(entry);
    // A listener added with a signal goes when the signal aborts, as the platform does.
    signal?.addEventListener('abort', () => listeners.delete(entry), { once: true });
  };
  target.removeEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ) => {
    remove(type, listener, options);
    const found = find(type, listener, captureOf(options));
    if (found) listeners.delete(found);
  };
}

function watchTimers(): void {
  const w = window;
  const {
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    requestAnimationFrame,
    cancelAnimationFrame,
  } = w;
  // Timeouts and intervals share one id space (either clear function ends either); frames have their own.
  const key = (space: 'timer' | 'frame', id: number | undefined) => `${space} ${id}`;
  const track = (space: 'timer' | 'frame', id: number, kind: string, delay: number) => {
    if (fromWidget()) timers.set(key(space, id), { kind, delay });
    return id;
  };
  const forget = (space: 'timer' | 'frame', id: number | undefined) => timers.delete(key(space, id));
  const callable = (handler: TimerHandler) => {
    if (typeof handler !== 'function') throw new Error('the widget must not evaluate strings as code');
    return handler as (...args: unknown[]) => void;
  };

  w.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    const run = callable(handler);
    const id: number = setTimeout(() => {
      forget('timer', id);
      run(...args);
    }, delay);
    return track('timer', id, 'setTimeout', delay);
  }) as typeof w.setTimeout;
  w.setInterval = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    const run = callable(handler);
    return track(
      'timer',
      setInterval(() => run(...args), delay),
      'setInterval',
      delay,
    );
  }) as typeof w.setInterval;
  w.requestAnimationFrame = (run: FrameRequestCallback) => {
    const id = requestAnimationFrame((time) => {
      forget('frame', id);
      run(time);
    });
    return track('frame', id, 'requestAnimationFrame', 0);
  };
  w.clearTimeout = ((id?: number) => {
    clearTimeout(id);
    forget('timer', id);
  }) as typeof w.clearTimeout;
  w.clearInterval = ((id?: number) => {
    clearInterval(id);
    forget('timer', id);
  }) as typeof w.clearInterval;
  w.cancelAnimationFrame = (id: number) => {
    cancelAnimationFrame(id);
    forget('frame', id);
  };
}

watchListeners(window, 'window');
watchListeners(document, 'document');
watchListeners(document.fonts, 'document.fonts');
watchTimers();

/** How many of each: `{ 'window hashchange': 3 }`, readable in a failed assertion. */
function countOf(lines: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of lines.sort()) counts[line] = (counts[line] ?? 0) + 1;
  return counts;
}

/** The widget's listeners still on the window, the document or its fonts, counted by `target type`. */
export function liveListeners(): Record<string, number> {
  return countOf([...listeners].map((l) => `${l.target} ${l.type}`));
}

/** The widget's timers and animation frames that are still pending, counted by `kind delay`. */
export function pendingTimers(): Record<string, number> {
  return countOf([...timers.values()].map((t) => `${t.kind} ${t.delay}`));
}

/** Resolves after the tasks queued so far (a message, not a timer, so it adds no waiting of its own). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
