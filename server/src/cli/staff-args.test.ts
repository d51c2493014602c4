import { describe, expect, it } from 'vitest';
import { addDays, parsePrice, parseStaffArgs } from './staff-args.ts';

const TODAY = '2026-11-21';

describe('npm run staff arguments', () => {
  it('offer with prices and a validity day; amounts become whole minor units', () => {
    expect(
      parseStaffArgs(
        [
          'offer',
          '12',
          '--price',
          '/api/booking_day_halls/3=450.5',
          '--price',
          'booking_rooms/4=99,99',
          '--valid-until',
          '2027-01-31',
        ],
        TODAY,
      ),
    ).toEqual({
      command: 'offer',
      id: 12,
      validUntil: '2027-01-31',
      prices: [
        { line: '/api/booking_day_halls/3', price: 45050 },
        { line: '/api/booking_rooms/4', price: 9999 },
      ],
    });
  });

  it('an offer without --valid-until is valid for two weeks from today', () => {
    expect(parseStaffArgs(['offer', '7'], TODAY)).toEqual({
      command: 'offer',
      id: 7,
      validUntil: '2026-12-05',
      prices: [],
    });
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('confirm takes only the reference (or the id)', () => {
    expect(parseStaffArgs(['confirm', '3'], TODAY)).toEqual({ command: 'confirm', id: 3 });
    expect(parseStaffArgs(['confirm', 'hh-ams-2027-0042'], TODAY)).toEqual({
      command: 'confirm',
      id: 'HH-AMS-2027-0042',
    });
    expect(parseStaffArgs(['confirm', '3', '--valid-until', '2027-01-01'], TODAY)).toMatchObject({
      command: 'error',
      message: expect.stringContaining('belong to "offer"'),
    });
  });

  it('explains every malformed argument instead of guessing', () => {
    const message = (argv: string[]) => {
      const parsed = parseStaffArgs(argv, TODAY);
      return parsed.command === 'error' ? parsed.message : `parsed as ${parsed.command}`;
    };
    expect(message(['offer'])).toContain('Give the booking reference');
    expect(message(['offer', '1.5'])).toContain('not a booking reference');
    expect(message(['offer', '0'])).toContain('not a booking reference');
    expect(message(['offer', 'HH-AMS-27-1'])).toContain('not a booking reference');
    expect(message(['send', '1'])).toContain('Unknown command "send"');
    expect(message(['offer', '1', '2'])).toContain('Unexpected argument "2"');
    expect(message(['offer', '1', '--valid-until', '2027-02-30'])).toContain('YYYY-MM-DD');
    expect(message(['offer', '1', '--valid-until', 'next week'])).toContain('YYYY-MM-DD');
    expect(message(['offer', '1', '--price', '450'])).toContain('<line>=<amount>');
    expect(message(['offer', '1', '--price', 'halls=450'])).toContain('booking line');
    expect(message(['offer', '1', '--price', 'booking_rooms/4=4.505'])).toContain('two decimals');
    expect(message(['offer', '1', '--price', 'booking_rooms/4=-5'])).toContain('two decimals');
    expect(message(['offer', '1', '--colour', 'red'])).toContain("Unknown option '--colour'");
  });

  it('asks for the usage with --help or nothing', () => {
    expect(parseStaffArgs(['--help'], TODAY)).toEqual({ command: 'help' });
    expect(parseStaffArgs([], TODAY)).toEqual({ command: 'help' });
  });

  it('parsePrice keeps cents exact where floats would not', () => {
    expect(parsePrice('booking_day_items/9=0.29')).toEqual({ line: '/api/booking_day_items/9', price: 29 });
    expect(parsePrice('booking_day_items/9=1.1')).toEqual({ line: '/api/booking_day_items/9', price: 110 });
  });
});
