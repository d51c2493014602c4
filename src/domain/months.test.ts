import { describe, expect, it } from 'vitest';
import { daysOfMonth, isMonth, monthOf, monthRange, shiftMonth } from './months.ts';

describe('months', () => {
  it('accepts YYYY-MM months only', () => {
    expect(['2030-01', '2030-12', '1999-06'].every(isMonth)).toBe(true);
    expect(['2030-13', '2030-00', '2030-1', '203-01', '2030-01-01', '', 202001, null].some(isMonth)).toBe(
      false,
    );
  });

  it('moves across year ends both ways', () => {
    expect(shiftMonth('2030-12', 1)).toBe('2031-01');
    expect(shiftMonth('2030-01', -1)).toBe('2029-12');
    expect(shiftMonth('2030-06', 14)).toBe('2031-08');
    expect(shiftMonth('2030-06', -18)).toBe('2028-12');
    expect(() => shiftMonth('2030-13', 1)).toThrow(RangeError);
  });

  it('lists every day of a month, leap Februaries included', () => {
    expect(daysOfMonth('2030-04')).toHaveLength(30);
    expect(daysOfMonth('2030-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2030-12').slice(0, 2)).toEqual(['2030-12-01', '2030-12-02']);
    expect(daysOfMonth('2030-12').at(-1)).toBe('2030-12-31');
  });

  it('gives a month as the half-open range of its days', () => {
    expect(monthRange('2030-12')).toEqual({ from: '2030-12-01', until: '2031-01-01' });
    expect(monthOf('2030-03-14')).toBe('2030-03');
  });
});
