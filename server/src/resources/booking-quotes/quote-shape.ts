import * as v from 'valibot';
import { quotePayloadSchema } from '../../../../src/contracts/booking-payload.schema.ts';
import { parseReference } from '../../api/reference.ts';
import type { Violation } from '../../api/resource.ts';
import { toViolations } from '../../api/violations.ts';
import type { CorporateCredentials } from '../corporate-accounts/corporate-verify.ts';
import type { BookingLines } from './price-booking.ts';

// The body of `POST /api/booking_quotes` is the booking write payload of src/contracts, read loosely
// (quotePayloadSchema): a quote prices what the basket holds and ignores the contact fields. Here its
// IRIs become catalogue ids; an IRI of the wrong kind is a violation at its path.

/** A checked quote: the booking lines as ids and the corporate credentials, or violations. */
export type ParsedQuote =
  | { ok: true; lines: BookingLines; corporateAccount: CorporateCredentials | null }
  | { ok: false; violations: Violation[] };

function idOf(value: string, resource: string, path: string, violations: Violation[]): number {
  const id = parseReference(value, resource);
  if (id !== null) return id;
  violations.push({
    propertyPath: path,
    message: `This value should be an IRI such as /api/${resource}/1 (or a bare id).`,
    code: 'invalid_reference',
  });
  return 0;
}

/** Validates a quote body against the contract and turns it into booking lines; a hall's missing times are the day's. */
export function parseQuote(body: unknown): ParsedQuote {
  const result = v.safeParse(quotePayloadSchema, body);
  if (!result.success) return { ok: false, violations: toViolations(result.issues) };
  const quote = result.output;
  const bad: Violation[] = [];
  const promo = quote.promoCode?.trim() ?? '';
  const lines: BookingLines = {
    locationId: idOf(quote.location, 'locations', 'location', bad),
    days: quote.meetingRooms.map((day, d) => ({
      date: day.date,
      startTime: day.startTime,
      endTime: day.endTime,
      pax: day.pax,
      halls: day.halls.map((h, i) => ({
        hallId: idOf(h.hall, 'halls', `meetingRooms[${d}].halls[${i}].hall`, bad),
        startTime: h.startTime ?? day.startTime,
        endTime: h.endTime ?? day.endTime,
      })),
      items: day.items.map((item, i) => ({
        itemId: idOf(item.item, 'items', `meetingRooms[${d}].items[${i}].item`, bad),
        amount: item.amount,
        numberOfGuests: item.numberOfGuests ?? null,
      })),
      packageDeals: day.packageDeals.map((deal, i) => ({
        packageDealId: idOf(
          deal.packageDeal,
          'package_deals',
          `meetingRooms[${d}].packageDeals[${i}].packageDeal`,
          bad,
        ),
        // Null: the day's guests (the pricing engine applies it).
        amount: deal.amount ?? null,
      })),
    })),
    rooms: quote.hotelRooms.map((r, i) => ({
      startDate: r.startDate,
      endDate: r.endDate,
      amount: r.amount,
      paxRoom: r.paxRoom,
      roomTypeId: idOf(r.roomType, 'location_room_types', `hotelRooms[${i}].roomType`, bad),
      breakfast: r.breakfast ?? null,
      lateCheckoutRooms: r.lateCheckoutRooms ?? 0,
    })),
    promoCode: promo === '' ? null : promo,
  };
  if (bad.length > 0) return { ok: false, violations: bad };
  return { ok: true, lines, corporateAccount: quote.corporateAccount ?? null };
}
