/**
 * One error as a Sentry envelope (the public protocol sentry.io, self-hosted Sentry and GlitchTip
 * accept): a header line, an item header line and the event, each JSON. Everything it carries is
 * scrubbed (scrub.ts): the message, each frame's address, the page's address.
 */

import { plainJson } from '../plain-json.ts';
import type { Dsn } from './dsn.ts';
import { scrubText } from './scrub.ts';

/** A stack frame as Sentry reads it. */
type Frame = { function?: string; filename: string; lineno?: number; colno?: number; in_app: boolean };

/** What the reporter knows of one error. */
export type ErrorFacts = {
  type: string;
  message: string;
  stack: string | undefined;
  /** The host page's address. */
  pageUrl: string;
  /** Where the widget's own files come from: frames there are "in app". */
  widgetBase: string;
  /** How it was caught: `onerror`, `onunhandledrejection`. */
  mechanism: string;
};

// Chromium's "    at fn (url:1:2)" and Firefox/Safari's "fn@url:1:2".
const FRAME = /^\s*(?:at\s+(?:(.*?)\s+\()?(.+?):(\d+):(\d+)\)?|(.*?)@(.+?):(\d+):(\d+))\s*$/;

function framesOf(stack: string | undefined, facts: ErrorFacts, typed: readonly string[]): Frame[] {
  const frames: Frame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const m = FRAME.exec(line);
    if (!m) continue;
    const name = m[1] ?? m[5];
    const file = scrubText(m[2] ?? m[6] ?? '', typed);
    frames.push({
      ...(name ? { function: name } : {}),
      filename: file,
      lineno: Number(m[3] ?? m[7]),
      colno: Number(m[4] ?? m[8]),
      in_app: file.startsWith(facts.widgetBase),
    });
  }
  // Sentry lists the oldest call first.
  return frames.reverse();
}

function eventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The envelope text of one error, scrubbed; `typed` are the visitor's form values to cut out. */
export function errorEnvelope(facts: ErrorFacts, dsn: Dsn, typed: readonly string[], now: Date): string {
  const id = eventId();
  const event = {
    event_id: id,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'booking-form',
    request: { url: scrubText(facts.pageUrl, typed) },
    exception: {
      values: [
        {
          type: facts.type,
          value: scrubText(facts.message, typed),
          mechanism: { type: facts.mechanism, handled: false },
          stacktrace: { frames: framesOf(facts.stack, facts, typed) },
        },
      ],
    },
  };
  const header = { event_id: id, sent_at: now.toISOString(), dsn: dsn.dsn };
  return `${plainJson(header)}\n${plainJson({ type: 'event' })}\n${plainJson(event)}\n`;
}
