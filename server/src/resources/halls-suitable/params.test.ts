import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../hydra/problem.ts';
import { parseStayQuery } from '../room-availabilities/room-availabilities.routes.ts';
import { parseSuitableQuery } from './halls-suitable.routes.ts';

// The public queries are parsed with their contract (src/contracts/queries.schema.ts); the 400 problems
// keep the code and the text that name the first bad parameter.

const MEETING = 'location=/api/locations/1&date=2030-06-03&startTime=09:00&endTime=12:00&pax=60';
const STAY = 'locationId=1&arrivalDate=2030-06-01&departureDate=2030-06-04&amount=2';

function problemOf(parse: () => unknown): [number, string, string] | 'parsed' {
  try {
    parse();
    return 'parsed';
  } catch (error) {
    const problem = error as ProblemError;
    expect(problem).toBeInstanceOf(ProblemError);
    return [problem.status, problem.code, problem.detail];
  }
}

const meeting = (edit: (q: string) => string) => () => parseSuitableQuery(new URLSearchParams(edit(MEETING)));
const stay = (edit: (q: string) => string) => () => parseStayQuery(new URLSearchParams(edit(STAY)));

describe('GET /api/halls_suitable query', () => {
  it('gives the ids, numbers and flags the query names, blanks as absent', () => {
    const q = `${MEETING.replace('endTime=12:00', 'endTime=24:00')}&emplacement=/api/emplacements/2&reservationDayHall=/api/reservation_day_halls/7&available=0&name=+`;
    expect(parseSuitableQuery(new URLSearchParams(q))).toEqual({
      locationId: 1,
      date: '2030-06-03',
      startTime: '09:00',
      endTime: '24:00',
      pax: 60,
      emplacementId: 2,
      selfDayHallId: 7,
      available: false,
      name: null,
    });
  });

  it.each([
    ['no pax', (q: string) => q.replace('&pax=60', ''), 'missing_parameter', 'pax is required.'],
    [
      'blank date',
      (q: string) => q.replace('date=2030-06-03', 'date=+'),
      'missing_parameter',
      'date is required.',
    ],
    [
      'start 9',
      (q: string) => q.replace('09:00', '9'),
      'invalid_time',
      'startTime must be a time HH:mm; got "9".',
    ],
    [
      'start 24:00',
      (q: string) => q.replace('09:00', '24:00'),
      'invalid_time',
      'startTime must be a time HH:mm; got "24:00".',
    ],
    [
      'end first',
      (q: string) => q.replace('12:00', '08:00'),
      'invalid_time_range',
      'endTime must be after startTime.',
    ],
    [
      'range before pax',
      (q: string) => q.replace('12:00', '08:00').replace('pax=60', 'pax=0'),
      'invalid_time_range',
      'endTime must be after startTime.',
    ],
    [
      'times before the location',
      (q: string) => q.replace('/api/locations/1', '/api/halls/1').replace('12:00', '12'),
      'invalid_time',
      'endTime must be a time HH:mm; got "12".',
    ],
    [
      'pax 0',
      (q: string) => q.replace('pax=60', 'pax=0'),
      'invalid_pax',
      'pax must be a whole number from 1 to 100000; got "0".',
    ],
    [
      'pax too many',
      (q: string) => q.replace('pax=60', 'pax=100001'),
      'invalid_pax',
      'pax must be a whole number from 1 to 100000; got "100001".',
    ],
    [
      'Feb 30',
      (q: string) => q.replace('2030-06-03', '2030-02-30'),
      'invalid_date',
      'date must be a date YYYY-MM-DD; got "2030-02-30".',
    ],
    [
      'a hall IRI',
      (q: string) => q.replace('/api/locations/1', '/api/halls/1'),
      'invalid_filter',
      'location must be an IRI such as /api/locations/1; got "/api/halls/1".',
    ],
    [
      'available yes',
      (q: string) => `${q}&available=yes`,
      'invalid_filter',
      'available must be true or false; got "yes".',
    ],
    [
      'a huge day-hall',
      (q: string) => `${q}&reservationDayHall=9999999999`,
      'invalid_filter',
      'reservationDayHall must be an IRI or id; got "9999999999".',
    ],
  ])('%s: 400 %s', (_, edit, code, detail) => {
    expect(problemOf(meeting(edit))).toEqual([400, code, detail]);
  });
});

describe('GET /api/location_room_types/availabilities query', () => {
  it('gives the stay with the location id and the amount as numbers', () => {
    expect(parseStayQuery(new URLSearchParams(STAY.replace('=1&', '=/api/locations/1/&')))).toEqual({
      locationId: 1,
      arrivalDate: '2030-06-01',
      departureDate: '2030-06-04',
      amount: 2,
    });
  });

  it.each([
    ['no amount', (q: string) => q.replace('&amount=2', ''), 'missing_parameter', 'amount is required.'],
    [
      'dates before the location',
      (q: string) => q.replace('locationId=1', 'locationId=x').replace('2030-06-04', '2030-6-4'),
      'invalid_date',
      'departureDate must be a date YYYY-MM-DD; got "2030-6-4".',
    ],
    [
      'same day',
      (q: string) => q.replace('2030-06-04', '2030-06-01'),
      'invalid_date_range',
      'departureDate must be after arrivalDate.',
    ],
    [
      'over a year',
      (q: string) => q.replace('2030-06-04', '2031-06-03'),
      'invalid_date_range',
      'A stay is at most 366 nights.',
    ],
    [
      'a date-time',
      (q: string) => q.replace('2030-06-01', '2030-06-01T10:00'),
      'invalid_date',
      'arrivalDate must be a date YYYY-MM-DD; got "2030-06-01T10:00".',
    ],
    [
      'amount 1.5',
      (q: string) => q.replace('amount=2', 'amount=1.5'),
      'invalid_amount',
      'amount must be a whole number from 1 to 100000; got "1.5".',
    ],
  ])('%s: 400 %s', (_, edit, code, detail) => {
    expect(problemOf(stay(edit))).toEqual([400, code, detail]);
  });
});
