import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATUS_TABLE, TRANSITION_TABLE, transitionSpec } from './transition-table.ts';
import { BOOKING_STATUSES, type BookingStatus, TRANSITION_NAMES } from './types.ts';

// Shape checks on the one table: the things a reader of the API docs relies on without reading code.

const targets = (status: BookingStatus) =>
  TRANSITION_NAMES.filter((name) => transitionSpec(name).from.includes(status)).flatMap(
    (name) => transitionSpec(name).to,
  );

describe('the transition table', () => {
  it('names the same transitions in the table and in TRANSITION_NAMES', () => {
    expect(Object.keys(TRANSITION_TABLE).sort()).toEqual([...TRANSITION_NAMES].sort());
    expect(Object.keys(STATUS_TABLE).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('leaves the final statuses by no transition, and every other status by some transition', () => {
    for (const status of BOOKING_STATUSES) {
      expect(targets(status).length === 0, status).toBe(STATUS_TABLE[status].final);
    }
    expect(BOOKING_STATUSES.filter((s) => STATUS_TABLE[s].final)).toEqual(['turned_down', 'cancelled']);
  });

  it('never leads back to draft: once sent, a booking is with the venue', () => {
    for (const name of TRANSITION_NAMES) expect(transitionSpec(name).to).not.toContain('draft');
  });

  it('reaches every status from draft', () => {
    const seen = new Set<BookingStatus>(['draft']);
    const queue: BookingStatus[] = ['draft'];
    for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
      for (const next of targets(status)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('gives statuses named in blockedIn a code only where the transition is otherwise not allowed', () => {
    for (const name of TRANSITION_NAMES) {
      for (const status of Object.keys(transitionSpec(name).blockedIn ?? {})) {
        expect(transitionSpec(name).from).not.toContain(status);
      }
    }
  });

  it('is drawn in the header comment: every transition name appears in the diagram', () => {
    const source = readFileSync(new URL('./transition-table.ts', import.meta.url), 'utf8');
    const diagram = source.slice(0, source.indexOf('/** Preconditions'));
    for (const name of TRANSITION_NAMES) expect(diagram, name).toMatch(new RegExp(`\\b${name}\\b`));
    for (const status of BOOKING_STATUSES) expect(diagram, status).toMatch(new RegExp(`\\b${status}\\b`));
  });
});
