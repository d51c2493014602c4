import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { getJson } from '../../../test/http.ts';
import { call } from '../../../test/staff.ts';

// The README's "Worked examples" table, computed by hand from the seeded catalogue, checked row by row
// against the quote API for the bookings the README describes (catalogue ids read through the API).

type Row = { example: string; field: string; expected: string | number | boolean };

/** The rows of the table under "### Worked examples"; amounts become minor units (all are 2-decimal). */
function readTable(): Row[] {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('### Worked examples')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => /^\| \([a-z]\) \|/.test(line))
    .map((line) => {
      const [example, field, , value] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const text = value!.replace(/−/g, '-').replace(/,/g, '');
      const expected = /^-?\d+\.\d\d$/.test(text)
        ? Math.round(Number(text) * 100)
        : text === 'true' || text === 'false'
          ? text === 'true'
          : text;
      return { example: example!, field: field!.replace(/`/g, ''), expected };
    });
}

/** Reads `a.b[0].c` out of an answer. */
function at(body: unknown, path: string): unknown {
  return path
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);
}

let ctx: FreshApp;
const answers: Record<string, unknown> = {};

beforeAll(async () => {
  ctx = await freshApp();
  const list = async (path: string) =>
    (await getJson(ctx.app, path)).body.member as Record<string, unknown>[];
  const locations = await list('/api/locations?partner=harbour');
  const location = (city: string) => locations.find((l) => l.city === city)!;
  const double = async (city: string) =>
    (await list(`/api/location_room_types?location=${location(city)['@id']}`)).find(
      (r) => r.code === 'double',
    )!['@id'];
  const fullDay = async (city: string) =>
    (
      await list(
        `/api/locations/${location(city).id}/package_deals?date=2030-09-14&startTime=09:00&endTime=17:00&pax=20`,
      )
    ).find((d) => d.key === 'meeting-full_day')!['@id'];
  const day = (date: string, pax: number, deal: unknown) => ({
    date,
    startTime: '09:00',
    endTime: '17:00',
    pax,
    packageDeals: [{ packageDeal: deal }],
  });
  const stay = (roomType: unknown, paxRoom: number, endDate: string, breakfast?: boolean) => ({
    startDate: '2030-09-14',
    endDate,
    amount: 1,
    paxRoom,
    roomType,
    ...(breakfast === undefined ? {} : { breakfast }),
  });
  const amsterdam = location('Amsterdam')['@id'];
  const newYork = location('New York')['@id'];
  const bodies = {
    '(a)': {
      location: amsterdam,
      meetingRooms: [
        day('2030-09-14', 40, await fullDay('Amsterdam')),
        day('2030-09-15', 40, await fullDay('Amsterdam')),
      ],
    },
    '(b)': {
      location: amsterdam,
      meetingRooms: [day('2030-09-14', 10, await fullDay('Amsterdam'))],
      hotelRooms: [
        stay(await double('Helsinki'), 2, '2030-09-16'),
        stay(await double('New York'), 1, '2030-09-16', false),
      ],
    },
    '(c)': {
      location: newYork,
      meetingRooms: [day('2030-09-14', 20, await fullDay('New York'))],
      hotelRooms: [stay(await double('New York'), 2, '2030-09-15', true)],
      promoCode: 'WELCOME10',
    },
  };
  for (const [example, body] of Object.entries(bodies)) {
    const answer = await call(ctx.app, 'POST', '/api/booking_quotes', { body });
    expect(answer.status).toBe(200);
    answers[example] = answer.body;
  }
});
afterAll(() => ctx.close());

describe('README worked examples', () => {
  const rows = readTable();

  it('has a table for each of the three examples', () => {
    expect(new Set(rows.map((row) => row.example))).toEqual(new Set(['(a)', '(b)', '(c)']));
    expect(rows.length).toBeGreaterThanOrEqual(30);
  });

  it.each(rows.map((row) => [row.example, row.field, row]))('%s %s', (_example, _field, row) => {
    const { example, field, expected } = row as Row;
    expect(at(answers[example], field)).toEqual(expected);
  });

  it('shows the identity subtotal − discount = total in each example', () => {
    for (const body of Object.values(answers) as Record<string, never>[]) {
      const p = body as unknown as {
        pricingTaxScheme: string;
        subtotal: number;
        discount: { amount: number } | null;
        totalPriceIncludingTaxes: number;
        totalPriceExcludingTaxes: number;
      };
      const total = p.pricingTaxScheme === 'VAT' ? p.totalPriceIncludingTaxes : p.totalPriceExcludingTaxes;
      expect(p.subtotal - (p.discount?.amount ?? 0)).toBe(total);
    }
  });
});
