import { describe, expect, it } from 'vitest';
import { addDays, dayIsOver, dayNumber, daysBetween, isDate, todayIn } from './calendar.ts';

describe('todayIn', () => {
  // 2026-05-10 23:30 UTC is already 11 May in Auckland and Amsterdam, still 10 May in Los Angeles.
  const lateUtc = new Date('2026-05-10T23:30:00Z');

  it.each([
    ['UTC', '2026-05-10'],
    ['Europe/Amsterdam', '2026-05-11'],
    ['Pacific/Auckland', '2026-05-11'],
    ['America/Los_Angeles', '2026-05-10'],
  ])('gives the calendar date in %s', (zone, expected) => {
    expect(todayIn(zone, lateUtc)).toBe(expected);
  });

  it('turns over at local midnight, including on a daylight-saving day', () => {
    // Amsterdam moves to summer time on 29 March 2026: midnight local is 23:00 UTC the day before.
    expect(todayIn('Europe/Amsterdam', new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayIn('Europe/Amsterdam', new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    // On 29 March itself midnight of the 30th is 22:00 UTC (summer time).
    expect(todayIn('Europe/Amsterdam', new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it('rejects an unknown time zone instead of guessing one', () => {
    expect(() => todayIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
  });
});

describe('date arithmetic on YYYY-MM-DD strings', () => {
  it('counts days across months, leap days and years', () => {
    expect(daysBetween('2026-05-01', '2026-06-15')).toBe(45);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-06-15', '2026-05-01')).toBe(-45);
  });

  it('adds days the same way', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts only real dates', () => {
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-5-1')).toBe(false);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it('treats a last day as over only once the next day has begun locally', () => {
    // 21:59 UTC on 10 May is 23:59 in Amsterdam: the 10th still counts.
    expect(dayIsOver('2026-05-10', 'Europe/Amsterdam', new Date('2026-05-10T21:59:00Z'))).toBe(false);
    expect(dayIsOver('2026-05-10', 'Europe/Amsterdam', new Date('2026-05-10T22:00:00Z'))).toBe(true);
  });
});
