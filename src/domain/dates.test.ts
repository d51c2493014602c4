import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, isTime, minutesOfDay } from './dates.ts';

describe('date-only strings', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const value of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-6-1',
      '01-06-2026',
      '2026-06-01T00:00',
      '',
      null,
      20260601,
    ]) {
      expect(isIsoDate(value), String(value)).toBe(false);
    }
  });

  it('counts calendar days across month, year and daylight saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2026-06-02', '2026-06-01')).toBe(-1);
  });
});

describe('in a time zone where midnight is skipped', () => {
  it('still names the right dates (Chile springs forward at midnight)', () => {
    const zone = process.env.TZ;
    // Node applies a changed TZ at once; restored so other tests keep the machine's zone.
    process.env.TZ = 'America/Santiago';
    try {
      expect(addDays('2026-09-05', 1)).toBe('2026-09-06');
      expect(addDays('2026-09-06', 1)).toBe('2026-09-07');
      expect(isIsoDate('2026-09-06')).toBe(true);
      expect(daysBetween('2026-09-05', '2026-09-07')).toBe(2);
      // 2026-04-04 has 25 hours there: adding 24 hours of milliseconds would stay on the 4th.
      expect(addDays('2026-04-04', 1)).toBe('2026-04-05');
      expect(daysBetween('2026-04-04', '2026-04-06')).toBe(2);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('times of day', () => {
  it('reads HH:mm and midnight at the end of the day', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('24:00')).toBe(1440);
    expect(minutesOfDay('9:30')).toBeNull();
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
  });
});
