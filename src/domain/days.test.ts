import { describe, expect, it } from 'vitest';
import { addDay, cloneDay, dayKey, emptyDay, nextFreeDate, nextTempId, removeDay, sortDays } from './days.ts';
import type { Day } from './reservation.types.ts';

const day = (tempId: string, date: string | null, extra: Partial<Day> = {}): Day => ({
  ...emptyDay(tempId),
  date,
  ...extra,
});

const full: Day = {
  id: 12,
  '@id': '/api/reservation_days/12',
  date: '2026-06-01',
  startTime: '09:00',
  endTime: '17:00',
  pax: 40,
  halls: [
    {
      '@id': '/api/reservation_day_halls/5',
      hall: '/api/halls/1',
      emplacement: '/api/emplacements/6',
      pax: 40,
      startTime: null,
      endTime: null,
      price: 90000,
      priceOverride: 75000,
    },
  ],
  items: [
    {
      '@id': '/api/reservation_day_items/8',
      item: '/api/items/3',
      amount: 2,
      numberOfGuests: null,
      startTime: '12:30',
    },
  ],
  packageDeals: [
    {
      '@id': '/api/reservation_day_package_deals/2',
      packageDeal: '/api/package_deals/4',
      amount: 1,
      price: 5500,
    },
  ],
};

describe('a new day', () => {
  it('starts empty', () => {
    const [added] = addDay([]);
    expect(added).toEqual({
      tempId: 'new-1',
      date: null,
      startTime: null,
      endTime: null,
      pax: null,
      halls: [],
      items: [],
      packageDeals: [],
    });
  });

  it('gets a temporary id no other day in the form has', () => {
    expect(nextTempId([day('new-1', null), day('new-4', null), { ...full }])).toBe('new-5');
    const days = addDay(addDay([full]));
    expect(new Set(days.map(dayKey)).size).toBe(3);
  });
});

describe('cloning a day', () => {
  it('puts the copy on the day after the last used date, in date order', () => {
    const days = [day('new-1', '2026-06-02'), day('new-2', '2026-06-01')];
    const cloned = cloneDay(days, 'new-2');
    expect(cloned.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
  });

  it('skips every used date, also when cloning an earlier day with a gap', () => {
    const days = [day('new-1', '2026-06-01'), day('new-2', '2026-06-03')];
    expect(cloneDay(days, 'new-1').map((d) => d.date)).toEqual(['2026-06-01', '2026-06-03', '2026-06-04']);
  });

  it('crosses month ends and the daylight saving change by calendar days', () => {
    expect(nextFreeDate([day('new-1', '2026-03-28'), day('new-2', '2026-03-31')])).toBe('2026-04-01');
    expect(nextFreeDate([day('new-1', '2026-10-24')])).toBe('2026-10-25');
  });

  it('copies times, guests, spaces, items and deals but no server ids or prices', () => {
    const [, copy] = cloneDay([full], '/api/reservation_days/12');
    expect(copy).toEqual({
      tempId: 'new-1',
      date: '2026-06-02',
      startTime: '09:00',
      endTime: '17:00',
      pax: 40,
      halls: [
        { hall: '/api/halls/1', emplacement: '/api/emplacements/6', pax: 40, startTime: null, endTime: null },
      ],
      items: [{ item: '/api/items/3', amount: 2, numberOfGuests: null, startTime: '12:30' }],
      packageDeals: [{ packageDeal: '/api/package_deals/4', amount: 1 }],
    });
  });

  it('does not share rows with the original, so editing the copy leaves it alone', () => {
    const [original, copy] = cloneDay([full], '/api/reservation_days/12');
    expect(copy?.halls[0]).not.toBe(original?.halls[0]);
    expect(original).toBe(full);
  });

  it('leaves the date open when no day has one yet, and ignores an unknown key', () => {
    expect(cloneDay([day('new-1', null)], 'new-1')[1]?.date).toBeNull();
    expect(cloneDay([full], 'missing')).toEqual([full]);
  });
});

describe('sorting and removing days', () => {
  it('orders by date then start time, days without a date last in their order', () => {
    const days = [
      day('a', null),
      day('b', '2026-06-02', { startTime: '13:00' }),
      day('c', '2026-06-01'),
      day('d', '2026-06-02', { startTime: '09:00' }),
      day('e', null),
    ];
    expect(sortDays(days).map((d) => d.tempId)).toEqual(['c', 'd', 'b', 'a', 'e']);
  });

  it('removes only the day with that key', () => {
    expect(removeDay([day('new-1', null), full], 'new-1')).toEqual([full]);
    expect(removeDay([day('new-1', null), full], '/api/reservation_days/12').map(dayKey)).toEqual(['new-1']);
  });
});
