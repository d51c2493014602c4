import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../test/processes.ts';
import { TRANSITION_TABLE } from '../domain/booking-lifecycle/transition-table.ts';
import { CATALOGUE_EVENTS, catalogueTable, messagesFor } from './catalogue.ts';
import { TEMPLATE_NAMES } from './message.types.ts';

// The message catalogue: the README shows it as it is, every template is sent by some event, and every
// transition a visitor or the venue waits on sends something (the silent ones are named here).

const SILENT = ['offer_expired', 'reopen', 'extend_hold', 'payment_failed'];

describe('the message catalogue', () => {
  it('is in the README exactly as the code has it', () => {
    const readme = readFileSync(`${ROOT}README.md`, 'utf8');
    const between = /<!-- message-catalogue:start -->\n([\s\S]*?)\n<!-- message-catalogue:end -->/.exec(
      readme,
    );
    expect(between?.[1]).toBe(catalogueTable());
  });

  it('every template is sent by some event', () => {
    const sent = new Set(CATALOGUE_EVENTS.flatMap((e) => e.entries.map((entry) => entry.template)));
    expect(TEMPLATE_NAMES.filter((t) => !sent.has(t))).toEqual([]);
  });

  it('every transition but the silent ones sends a message', () => {
    const quiet = Object.keys(TRANSITION_TABLE).filter(
      (t) => messagesFor({ kind: 'transition', transition: t, to: 'confirmed' }, false).length === 0,
    );
    expect(quiet.sort()).toEqual(SILENT.sort());
  });
});
