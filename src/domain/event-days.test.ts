import { describe, expect, it } from 'vitest';
import { cloneDay, emptyDay } from './days.ts';
import { addEventDay, followDefaultLayout, followEvent, timesForPackage, withLayout } from './event-days.ts';
import type { Day } from './reservation.types.ts';

const event = { pax: 40, startTime: '09:00', endTime: '17:00' };
const hallRow = {
  hall: '/api/halls/1',
  emplacement: '/api/emplacements/6',
  pax: null,
  startTime: null,
  endTime: null,
};

describe('addEventDay', () => {
  it('adds an empty day with the event’s guests, times and the default layout', () => {
    const days = addEventDay([], event, '/api/emplacements/6');
    expect(days).toEqual([
      {
        ...emptyDay('new-1'),
        pax: 40,
        startTime: '09:00',
        endTime: '17:00',
        emplacement: '/api/emplacements/6',
      },
    ]);
  });

  it('starts a second day empty of spaces, items and deals', () => {
    const first: Day = { ...emptyDay('new-1'), date: '2026-12-01', halls: [hallRow] };
    const [, second] = addEventDay([first], event, null);
    expect(second).toMatchObject({ tempId: 'new-2', date: null, halls: [], items: [], packageDeals: [] });
  });
});

describe('followEvent', () => {
  it('moves guests and times that were empty or the event’s; keeps a day’s own', () => {
    const days: Day[] = [
      { ...emptyDay('new-1'), pax: 40, startTime: '09:00', endTime: null },
      { ...emptyDay('new-2'), pax: 12, startTime: '13:00', endTime: '17:00' },
    ];
    const after = { pax: 50, startTime: '08:30', endTime: '18:00' };
    expect(followEvent(days, event, after).map((d) => [d.pax, d.startTime, d.endTime])).toEqual([
      [50, '08:30', '18:00'],
      [12, '13:00', '18:00'],
    ]);
  });
});

describe('layouts of days', () => {
  it('gives a new setup to every space row of the day', () => {
    const day: Day = { ...emptyDay('new-1'), halls: [hallRow, { ...hallRow, hall: null }] };
    expect(withLayout(day, '/api/emplacements/5').halls.map((h) => h.emplacement)).toEqual([
      '/api/emplacements/5',
      '/api/emplacements/5',
    ]);
  });

  it('moves days on the old default or none to the new default, not a chosen layout', () => {
    const days: Day[] = [
      { ...emptyDay('new-1'), emplacement: '/api/emplacements/6' },
      { ...emptyDay('new-2') },
      { ...emptyDay('new-3'), emplacement: '/api/emplacements/1' },
    ];
    const moved = followDefaultLayout(days, '/api/emplacements/6', '/api/emplacements/5');
    expect(moved.map((d) => d.emplacement)).toEqual([
      '/api/emplacements/5',
      '/api/emplacements/5',
      '/api/emplacements/1',
    ]);
  });

  it('keeps the setup on a cloned day', () => {
    const day: Day = { ...emptyDay('new-1'), date: '2026-12-01', emplacement: '/api/emplacements/1' };
    expect(cloneDay([day], 'new-1')[1]?.emplacement).toBe('/api/emplacements/1');
  });
});

describe('meeting times from a package deal', () => {
  // Seed (server/src/db/seed/catalogue/package-deals.ts): half day 08:00–12:30, full day 08:30–17:30.
  const halfDay = [{ startTime: '08:00', endTime: '12:30' }];
  const fullDay = [{ startTime: '08:30', endTime: '17:30' }];
  const day = (startTime: string, endTime: string): Day => ({ ...emptyDay('new-1'), startTime, endTime });
  const morning = { pax: 20, startTime: '09:00', endTime: '12:00' };

  it('takes the time slot of the deal chosen on a day that follows the event', () => {
    expect(timesForPackage(day('09:00', '12:00'), morning, halfDay)).toEqual({
      startTime: '08:00',
      endTime: '12:30',
    });
  });

  it('moves to another deal’s slot, and back to the event’s times without a deal', () => {
    const onHalfDay = day('08:00', '12:30');
    expect(timesForPackage(onHalfDay, morning, fullDay, halfDay)).toEqual({
      startTime: '08:30',
      endTime: '17:30',
    });
    expect(timesForPackage(onHalfDay, morning, [], halfDay)).toEqual({
      startTime: '09:00',
      endTime: '12:00',
    });
  });

  it('keeps times the day has of its own', () => {
    expect(timesForPackage(day('10:00', '11:00'), morning, halfDay)).toEqual({
      startTime: '10:00',
      endTime: '11:00',
    });
  });

  it('picks the slot that covers the day among several', () => {
    const slots = [...halfDay, { startTime: '13:00', endTime: '17:30' }];
    const afternoon = { pax: 20, startTime: '14:00', endTime: '17:00' };
    expect(timesForPackage(day('14:00', '17:00'), afternoon, slots)).toEqual({
      startTime: '13:00',
      endTime: '17:30',
    });
  });
});
