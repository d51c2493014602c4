import { type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type RoomAvailabilitiesAnswer,
  type RoomAvailabilitiesQuery,
  roomAvailabilitiesQueryEntries,
  roomAvailabilitiesQuerySchema,
} from '../../../../src/contracts/queries.schema.ts';
import { type ApiEnv, readContext } from '../../api/context.ts';
import type { Orm } from '../../db/database.ts';
import { hydraCollection } from '../../hydra/collection.ts';
import { jsonLd } from '../../hydra/context.ts';
import { parsePagination } from '../../hydra/pagination.ts';
import { notFound } from '../../hydra/problem.ts';
import { locationVisible } from '../booking-quotes/booking-quotes.routes.ts';
import { parseQuery } from '../halls-suitable/params.ts';

/** A validated availability request: the stay is the nights from arrival up to (not including) departure. */
export type StayQuery = RoomAvailabilitiesQuery;

/** A room type's free rooms for the whole stay. */
export type RoomAvailability = {
  id: number;
  code: string;
  roomsType: string;
  inventory: number;
  roomsAvailable: number;
  maxGuestsPerRoom: number;
  pricePerNight: number;
  currency: string;
  total: number;
};

const PROBLEMS = {
  codes: {
    arrivalDate: 'invalid_date',
    departureDate: 'invalid_date',
    locationId: 'invalid_filter',
    amount: 'invalid_amount',
  },
  order: ['arrivalDate', 'departureDate', 'locationId', 'amount'],
  rangeCode: 'invalid_date_range',
  rangeAfter: 'departureDate',
} as const;

/** The parameters, validated by their contract, or 400 problems: missing ones, bad dates, departure not after arrival. */
export function parseStayQuery(query: URLSearchParams): StayQuery {
  return parseQuery(roomAvailabilitiesQuerySchema, roomAvailabilitiesQueryEntries, PROBLEMS, query);
}

/**
 * Free rooms per room type: inventory minus the rooms held or booked on the fullest night of the stay
 * (room_type_nights counts blocking stays per night; a night without a row has none taken).
 */
export async function roomAvailabilities(
  db: Orm,
  q: StayQuery,
  page: { limit: number; offset: number },
): Promise<{ members: RoomAvailability[]; totalItems: number }> {
  const result = (await db.execute(roomAvailabilitiesSql(q, page))) as unknown as {
    rows: RoomAvailability[];
  };
  const rows = result.rows;
  const totalItems = rows[0]?.total ?? 0;
  return { members: rows, totalItems };
}

/** The one statement behind the availabilities (exported for the bench's EXPLAIN). */
export function roomAvailabilitiesSql(q: StayQuery, page: { limit: number; offset: number }): SQL {
  return sql`
    select t.id, t.code, t.rooms_type as "roomsType", t.inventory, t.max_guests_per_room as "maxGuestsPerRoom",
      t.price_per_night as "pricePerNight", t.currency,
      greatest(0, t.inventory - coalesce((
        select max(n.used) from room_type_nights n
        where n.room_type_id = t.id and n.night >= ${q.arrivalDate}::date and n.night < ${q.departureDate}::date
      ), 0))::int as "roomsAvailable",
      count(*) over ()::int as total
    from location_room_types t
    where t.location_id = ${q.locationId} and t.available
    order by t.position, t.id
    limit ${page.limit} offset ${page.offset}`;
}

/** `GET /api/location_room_types/availabilities`: rooms free on every night of a stay, per room type. */
export function roomAvailabilitiesRoutes(db: Orm): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/availabilities', async (c) => {
    const url = new URL(c.req.url);
    const query = parseStayQuery(url.searchParams);
    if ((await locationVisible(db, query.locationId, readContext(c).caller)) === null) {
      throw notFound('location_not_found', `Location ${query.locationId} does not exist.`);
    }
    const pagination = parsePagination(url.searchParams);
    const found = await roomAvailabilities(db, query, {
      limit: pagination.itemsPerPage,
      offset: pagination.offset,
    });
    const nights = (Date.parse(query.departureDate) - Date.parse(query.arrivalDate)) / 86_400_000;
    const members = found.members.map(({ total: _total, ...row }) => ({
      '@id': `/api/location_room_types/${row.id}`,
      '@type': 'RoomTypeAvailability' as const,
      roomType: `/api/location_room_types/${row.id}`,
      ...row,
      nights,
      // Enough free rooms for the amount asked: the widget greys out the others.
      sufficient: row.roomsAvailable >= query.amount,
    }));
    return jsonLd(
      hydraCollection('LocationRoomType', url, pagination, {
        ...found,
        members,
      }) satisfies RoomAvailabilitiesAnswer,
    );
  });
  return app;
}
