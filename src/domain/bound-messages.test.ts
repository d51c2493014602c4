import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_BOUND_CODES } from '../contracts/booking-limits.ts';
import { LOCALES } from './locale.ts';
import { problemsFromViolations, stepOfField, violationMessage } from './server-violations.ts';

// The server's refusals of issue 20 that a visitor can meet: a booking beyond one of the location's
// public bounds, and corporate credentials that do not verify. Each has its own message, in every
// language, saying what to do.

type Tree = { [key: string]: string | Tree };
const formTexts = (locale: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../locales/form.${locale}.json`, import.meta.url), 'utf8')) as Tree;
const textAt = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const location = { maxPublicDays: 10, maxPublicHallsPerDay: 3, maxPublicRooms: 25, maxPublicNights: 21 };

describe('a booking beyond a public bound', () => {
  it.each([
    ['too_many_days', 'validation.tooManyDays', 10],
    ['too_many_halls', 'validation.tooManyHallsPerDay', 3],
    ['too_many_rooms', 'validation.tooManyRoomsOnline', 25],
    ['too_many_nights', 'validation.stayTooLong', 21],
  ])('%s names the location’s own number', (code, key, max) => {
    expect(violationMessage({ message: 'At most …', code }, location)).toEqual({ key, values: { max } });
  });

  it('names the default when the location does not say', () => {
    expect(violationMessage({ message: 'At most …', code: 'too_many_days' })).toEqual({
      key: 'validation.tooManyDays',
      values: { max: 14 },
    });
  });

  it('has a message for every code in every language, with the number in it', () => {
    for (const code of PUBLIC_BOUND_CODES) {
      const { key } = violationMessage({ message: '', code }, location);
      expect(key, code).not.toBe('validation.serverRejected');
      for (const locale of LOCALES) {
        const text = textAt(formTexts(locale), key);
        expect(typeof text, `${locale} ${key}`).toBe('string');
        expect(text as string, `${locale} ${key}`).toContain('{{max}}');
      }
    }
  });

  it('lands on the field to change, on the step that shows it', () => {
    const day = { date: '2030-07-01', startTime: '09:00', endTime: '17:00', pax: 10, halls: [], items: [] };
    const stay = { startDate: '2030-07-01', endDate: '2030-07-03', amount: 2, paxRoom: 1, roomType: '/x/1' };
    const problems = problemsFromViolations(
      [
        { propertyPath: 'meetingRooms[1].date', message: '', code: 'too_many_days' },
        { propertyPath: 'meetingRooms[0].halls[3].hall', message: '', code: 'too_many_halls' },
        { propertyPath: 'hotelRooms[0].amount', message: '', code: 'too_many_rooms' },
        { propertyPath: 'hotelRooms[0].endDate', message: '', code: 'too_many_nights' },
      ],
      { days: [day, day] as never, rooms: [stay] as never },
      location,
    );
    expect(problems.map((p) => [p.path, stepOfField(p.path)])).toEqual([
      ['days.1.date', 2],
      ['days.0.halls.3.hall', 2],
      ['rooms.0.amount', 3],
      ['rooms.0.endDate', 3],
    ]);
  });
});

describe('corporate credentials that do not verify', () => {
  it('have one message, in every language', () => {
    const { key } = violationMessage({ message: '', code: 'invalid_credentials' });
    expect(key).toBe('validation.corporateInvalid');
    for (const locale of LOCALES) expect(typeof textAt(formTexts(locale), key), locale).toBe('string');
  });
});
