import { describe, expect, it } from 'vitest';
import {
  addMonths,
  firstDayOfWeek,
  formatTime,
  monthTitle,
  monthWeeks,
  parseShortDate,
  shortDate,
  timesOfDay,
  uses24Hours,
  weekdayNames,
} from './calendar.ts';

describe('dates in the widget language', () => {
  it('starts the week on Sunday in US English and on Monday in the other four languages', () => {
    expect(firstDayOfWeek('en-US')).toBe(7);
    for (const lang of ['nl-NL', 'de-DE', 'fr-FR', 'fi-FI']) expect(firstDayOfWeek(lang), lang).toBe(1);
    expect(weekdayNames('fi-FI')[0]?.long).toBe('maanantai');
    expect(weekdayNames('en-US')[0]?.long).toBe('Sunday');
  });

  it('lays out November 2026 from the locale first weekday', () => {
    // 1 November 2026 is a Sunday.
    const monday = monthWeeks('2026-11-24', 1);
    expect(monday[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(monday.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    const sunday = monthWeeks('2026-11-24', 7);
    expect(sunday[0]?.[0]).toBe('2026-11-01');
    expect(sunday).toHaveLength(5);
  });

  it('names months in the widget language', () => {
    expect(monthTitle('2026-11-24', 'nl-NL')).toBe('november 2026');
    expect(monthTitle('2026-11-24', 'fi-FI')).toBe('marraskuu 2026');
    expect(monthTitle('2026-11-24', 'de-DE')).toBe('November 2026');
  });

  it('writes and reads the short date of each language', () => {
    expect(shortDate('2026-11-24', 'en-US')).toBe('11/24/2026');
    expect(shortDate('2026-11-24', 'nl-NL')).toBe('24-11-2026');
    expect(shortDate('2026-11-24', 'fi-FI')).toBe('24.11.2026');
    expect(shortDate(null, 'fi-FI')).toBe('');
    expect(parseShortDate('24.11.2026', 'fi-FI')).toBe('2026-11-24');
    expect(parseShortDate('24-11-26', 'nl-NL')).toBe('2026-11-24');
    expect(parseShortDate('3/4/2027', 'en-US')).toBe('2027-03-04');
    expect(parseShortDate('3/4/2027', 'fr-FR')).toBe('2027-04-03');
    expect(parseShortDate('2027-04-03', 'de-DE')).toBe('2027-04-03');
    expect(parseShortDate('05142030', 'en-US')).toBe('2030-05-14');
    expect(parseShortDate('14052030', 'fi-FI')).toBe('2030-05-14');
    for (const text of ['31.02.2027', '24.11', 'tomorrow', '', '13/24/2026']) {
      expect(parseShortDate(text, text.includes('/') ? 'en-US' : 'de-DE'), text).toBeNull();
    }
  });

  it('moves by months, keeping the day where the month has it', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('shows times on the locale clock, values staying HH:mm', () => {
    expect(uses24Hours('en-US')).toBe(false);
    for (const lang of ['nl-NL', 'de-DE', 'fr-FR', 'fi-FI']) expect(uses24Hours(lang), lang).toBe(true);
    expect(formatTime('17:30', 'nl-NL')).toBe('17:30');
    expect(formatTime('08:00', 'de-DE')).toBe('08:00');
    expect(formatTime('17:30', 'fi-FI')).toBe('17.30');
    expect(formatTime('17:30', 'en-US')).toMatch(/^5:30\sPM$/);
    expect(timesOfDay(30)).toHaveLength(48);
    expect(timesOfDay(15, '09:10')).toContain('09:10');
    expect(timesOfDay(15, '09:10').indexOf('09:10')).toBe(timesOfDay(15).indexOf('09:15'));
  });
});
