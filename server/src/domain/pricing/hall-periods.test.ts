import { describe, expect, it } from 'vitest';
import { minutesOf } from './dates.ts';
import {
  cheapestHallCharges,
  DEFAULT_PERIOD_WINDOWS,
  type Interval,
  type PeriodPrice,
  periodPriceOn,
} from './hall-periods.ts';
import type { BlockPeriod } from './types.ts';

const WINDOWS = Object.fromEntries(
  Object.entries(DEFAULT_PERIOD_WINDOWS).map(([period, w]) => [
    period,
    { start: minutesOf(w.startTime) ?? 0, end: minutesOf(w.endTime, true) ?? 0 },
  ]),
) as Record<BlockPeriod, Interval>;

function span(start: string, end: string): Interval {
  return { start: minutesOf(start) ?? 0, end: minutesOf(end, true) ?? 0 };
}

// The seeded shape: hour 18%, morning/afternoon 60%, evening 70% of a 1,000.00 full day.
const SEEDED: PeriodPrice[] = [
  { period: 'hour', price: 18000n },
  { period: 'morning', price: 60000n },
  { period: 'afternoon', price: 60000n },
  { period: 'evening', price: 70000n },
  { period: 'full_day', price: 100000n },
];

function charges(prices: PeriodPrice[], from: string, to: string, date = '2026-05-12') {
  return cheapestHallCharges(prices, date, span(from, to), WINDOWS)?.map((c) => [
    c.period,
    Number(c.quantity),
    Number(c.unitPrice),
  ]);
}

describe('cheapestHallCharges', () => {
  it('takes a full day over morning + afternoon when that is cheaper', () => {
    // 09:00–17:00: full day 1000 < morning + afternoon 1200 < 8 hours 1440
    expect(charges(SEEDED, '09:00', '17:00')).toEqual([['full_day', 1, 100000]]);
  });

  it('takes morning + afternoon when the venue prices them below a full day', () => {
    const prices = SEEDED.map((p) => (p.period === 'full_day' ? { ...p, price: 130000n } : p));
    expect(charges(prices, '09:00', '17:00')).toEqual([
      ['morning', 1, 60000],
      ['afternoon', 1, 60000],
    ]);
  });

  it('charges a short meeting by the started hour when that is cheaper than the day part', () => {
    // 09:00–11:00: 2 hours 360 < morning 600
    expect(charges(SEEDED, '09:00', '11:00')).toEqual([['hour', 2, 18000]]);
    // 09:00–10:10 is 1 h 10 min: two started hours
    expect(charges(SEEDED, '09:00', '10:10')).toEqual([['hour', 2, 18000]]);
    // 08:00–12:00: 4 hours 720 > morning 600
    expect(charges(SEEDED, '08:00', '12:00')).toEqual([['morning', 1, 60000]]);
  });

  it('adds the hours a day part leaves uncovered, rounded up once over all of them', () => {
    // 06:30–18:30: full day covers 07:00–18:00, 30 + 30 uncovered minutes are 1 started hour
    expect(charges(SEEDED, '06:30', '18:30')).toEqual([
      ['full_day', 1, 100000],
      ['hour', 1, 18000],
    ]);
    // 08:00–22:00: full day + evening 1700 < full day + 4 hours 1720
    expect(charges(SEEDED, '08:00', '22:00')).toEqual([
      ['full_day', 1, 100000],
      ['evening', 1, 70000],
    ]);
  });

  it('uses the seasonal price valid on the date over the standing one', () => {
    const prices: PeriodPrice[] = [
      ...SEEDED,
      { period: 'full_day', price: 80000n, validFrom: '2026-07-01', validUntil: '2026-08-31' },
      { period: 'full_day', price: 120000n, validFrom: '2026-12-01', validUntil: '2026-12-31' },
    ];
    expect(charges(prices, '09:00', '17:00', '2026-07-01')).toEqual([['full_day', 1, 80000]]);
    expect(charges(prices, '09:00', '17:00', '2026-08-31')).toEqual([['full_day', 1, 80000]]);
    expect(charges(prices, '09:00', '17:00', '2026-09-01')).toEqual([['full_day', 1, 100000]]);
    // December's dearer full day (1200) replaces the standing one; morning + afternoon cost 1200 too,
    // and on equal cost the single line wins.
    expect(charges(prices, '09:00', '17:00', '2026-12-10')).toEqual([['full_day', 1, 120000]]);
  });

  it('ignores prices outside their validity and fails when nothing covers the span', () => {
    const onlyLastYear: PeriodPrice[] = [{ period: 'full_day', price: 100000n, validUntil: '2025-12-31' }];
    expect(charges(onlyLastYear, '09:00', '17:00')).toBeUndefined();
    // No hourly price and the evening is not offered: an evening booking cannot be priced.
    const dayOnly: PeriodPrice[] = [{ period: 'full_day', price: 100000n }];
    expect(charges(dayOnly, '19:00', '22:00')).toBeUndefined();
    expect(charges(dayOnly, '09:00', '17:00')).toEqual([['full_day', 1, 100000]]);
  });

  it('prices a free period at zero rather than falling back to paid hours', () => {
    const prices: PeriodPrice[] = [
      { period: 'hour', price: 5000n },
      { period: 'morning', price: 0n },
    ];
    expect(charges(prices, '08:00', '12:00')).toEqual([['morning', 1, 0]]);
  });
});

describe('periodPriceOn', () => {
  it('picks the cheapest of equally specific prices', () => {
    const prices: PeriodPrice[] = [
      { period: 'hour', price: 5000n },
      { period: 'hour', price: 4000n },
    ];
    expect(periodPriceOn(prices, 'hour', '2026-01-01')).toBe(4000n);
    expect(periodPriceOn(prices, 'morning', '2026-01-01')).toBeNull();
  });
});
