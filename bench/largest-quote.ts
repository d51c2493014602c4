// The largest booking quote the server accepts, at the harbour location with the largest catalogue: the
// shared contract's bounds (src/contracts/booking-limits.ts) at their fullest — 60 meeting days sharing
// the 1,000 halls, items and package deals a booking may hold (16 a day), and 60 stays of 366 nights.
// Lists repeat the location's halls and items to reach those sizes, as the contract allows. Should the
// server cap quotes lower, every list shrinks by half until it answers 200, so the figure is always of
// the largest quote actually priced.
import { BOOKING_SIZE } from '../src/contracts/booking-limits.ts';

/** How many of each list one quote holds. */
export type QuoteShape = {
  days: number;
  hallsPerDay: number;
  itemsPerDay: number;
  dealsPerDay: number;
  stays: number;
  nights: number;
};

// 16 lines a day: 4 halls and 2 package deals, as a conference day has them, the rest items.
const LINES_PER_DAY = Math.floor(BOOKING_SIZE.linesOverAllDays / BOOKING_SIZE.days);
const HALLS_PER_DAY = 4;
const DEALS_PER_DAY = 2;

/** The contract's largest booking: every day as full as the lines over all days allow, every stay a year. */
export const CONTRACT_MAX: QuoteShape = {
  days: BOOKING_SIZE.days,
  hallsPerDay: HALLS_PER_DAY,
  itemsPerDay: LINES_PER_DAY - HALLS_PER_DAY - DEALS_PER_DAY,
  dealsPerDay: DEALS_PER_DAY,
  stays: BOOKING_SIZE.stays,
  nights: BOOKING_SIZE.nightsPerStay,
};

/** What a quote names: one location's halls, items, package deals and room types (IRIs). */
export type QuoteCatalogue = {
  location: string;
  halls: string[];
  items: string[];
  deals: string[];
  roomTypes: string[];
};

/** The accepted quote, its shape and size, and how long it took alone. */
export type LargestQuote = { shape: QuoteShape; body: string; ms: number; answerBytes: number };

type Member = { '@id': string; location?: string };

/** The harbour location with the most halls and items, with everything a quote there may name. */
export async function quoteCatalogue(url: string, staffKey: string): Promise<QuoteCatalogue> {
  const headers = { authorization: `Bearer ${staffKey}`, accept: 'application/ld+json' };
  const list = async (path: string): Promise<Member[]> =>
    ((await (await fetch(`${url}${path}?itemsPerPage=1000`, { headers })).json()) as { member: Member[] })
      .member;
  const [locations, halls, items, deals, roomTypes] = await Promise.all(
    ['/api/locations', '/api/halls', '/api/items', '/api/package_deals', '/api/location_room_types'].map(
      list,
    ),
  );
  const at = (rows: Member[], location: string) =>
    rows.filter((r) => r.location === location).map((r) => r['@id']);
  const ranked = locations!
    .map((l) => l['@id'])
    .filter((l) => at(roomTypes!, l).length > 0 && at(deals!, l).length > 0)
    .sort(
      (a, b) => at(halls!, b).length + at(items!, b).length - (at(halls!, a).length + at(items!, a).length),
    );
  const location = ranked[0];
  if (!location) throw new Error('no harbour location with halls, items, package deals and room types');
  return {
    location,
    halls: at(halls!, location),
    items: at(items!, location),
    deals: at(deals!, location),
    roomTypes: at(roomTypes!, location),
  };
}

const cycle = <T>(values: T[], n: number): T[] =>
  Array.from({ length: n }, (_, i) => values[i % values.length]!);
const dayAfter = (first: string, n: number) =>
  new Date(Date.parse(`${first}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A quote request of `shape` at the catalogue's location, from `firstDay` on. */
export function quoteBody(c: QuoteCatalogue, shape: QuoteShape, firstDay: string): unknown {
  return {
    location: c.location,
    meetingRooms: Array.from({ length: shape.days }, (_, d) => ({
      date: dayAfter(firstDay, d),
      startTime: '08:00',
      endTime: '18:00',
      pax: 20,
      halls: cycle(c.halls, shape.hallsPerDay).map((hall) => ({ hall, pax: 20 })),
      items: cycle(c.items, shape.itemsPerDay).map((item) => ({ item, amount: 2 })),
      packageDeals: cycle(c.deals, shape.dealsPerDay).map((packageDeal) => ({ packageDeal, amount: 20 })),
    })),
    hotelRooms: Array.from({ length: shape.stays }, (_, i) => ({
      startDate: dayAfter(firstDay, i),
      endDate: dayAfter(firstDay, i + shape.nights),
      amount: 1,
      paxRoom: 1,
      roomType: c.roomTypes[i % c.roomTypes.length]!,
    })),
  };
}

const halved = (s: QuoteShape): QuoteShape =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Math.max(1, Math.floor(v / 2))])) as QuoteShape;

/** Sends quotes from the contract's largest down until one is priced (200); throws when none is. */
export async function largestAcceptedQuote(
  url: string,
  c: QuoteCatalogue,
  firstDay: string,
): Promise<LargestQuote> {
  let shape = CONTRACT_MAX;
  for (let attempt = 0; attempt < 8; attempt++) {
    const body = JSON.stringify(quoteBody(c, shape, firstDay));
    const started = performance.now();
    const response = await fetch(`${url}/api/booking_quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/ld+json' },
      body,
    });
    const answer = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status === 200) return { shape, body, ms, answerBytes: answer.byteLength };
    const detail = new TextDecoder().decode(answer).slice(0, 200);
    console.log(`  quote of ${describeShape(shape)} answered ${response.status} (${detail}); halving it`);
    shape = halved(shape);
  }
  throw new Error('no booking quote was accepted, even the smallest');
}

/** `60 days × 50 halls, 200 items, 20 package deals; 60 stays × 365 nights`. */
export function describeShape(s: QuoteShape): string {
  return `${s.days} days × ${s.hallsPerDay} halls, ${s.itemsPerDay} items, ${s.dealsPerDay} package deals; ${s.stays} stays × ${s.nights} nights`;
}
