import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { type Securing, securing } from '../../domain/payments/plan.ts';
import type { BookingRow } from '../bookings/booking.repository.ts';
import type { BookingLocation } from '../bookings/booking-references.ts';

// What the lifecycle must know about payments to decide book now and the hold (issue 16), read in
// one statement: whether the client pays on account, whether a payment is with the bank, and every
// currency the booking is priced in.

/** The payment facts of one booking. */
export type PaymentFacts = {
  /** The server takes cards (it has a payment provider). */
  cardPayments: boolean;
  onAccount: boolean;
  processing: boolean;
  currencies: string[];
};

/** No provider and nothing known: what a booking without payment facts is judged by. */
export const NO_PAYMENT_FACTS: PaymentFacts = {
  cardPayments: false,
  onAccount: false,
  processing: false,
  currencies: [],
};

/**
 * The facts of `row` as one JSON value of a statement (`PaymentFactsJson`), so a caller that reads the
 * booking's lines anyway gets them in the same round trip.
 */
export function paymentFactsJson(row: BookingRow) {
  return sql`json_build_object(
    'onAccount', coalesce((select ca.active and ca.credit_account from corporate_accounts ca
      where ca.id = ${row.corporateAccountId}), false),
    'processing', exists(select 1 from payments p where p.booking_id = ${row.id} and p.status = 'processing'),
    'currencies', coalesce((select json_agg(distinct v.currency) from booking_rooms r join locations v on v.id = r.location_id
      where r.booking_id = ${row.id}), '[]'))`;
}

/** What `paymentFactsJson` reads. */
export type PaymentFactsJson = { onAccount: boolean; processing: boolean; currencies: string[] };

/** The facts from what `paymentFactsJson` read (the currencies of rooms at other venues come with the booking's own). */
export function paymentFactsOf(
  found: PaymentFactsJson,
  row: BookingRow,
  location: BookingLocation,
  cardPayments: boolean,
): PaymentFacts {
  const hasDays = row.types.includes('mice');
  return {
    cardPayments,
    onAccount: Boolean(found.onAccount),
    processing: Boolean(found.processing),
    currencies: [...new Set([...(hasDays ? [location.currency] : []), ...found.currencies])],
  };
}

/** Reads the facts of `row`. */
export async function paymentFacts(
  db: Orm,
  row: BookingRow,
  location: BookingLocation,
  cardPayments: boolean,
): Promise<PaymentFacts> {
  const result = (await db.execute(sql`select ${paymentFactsJson(row)} as facts`)) as unknown as {
    rows: { facts: PaymentFactsJson }[];
  };
  return paymentFactsOf(result.rows[0]!.facts, row, location, cardPayments);
}

/** How book now secures this booking, from its row, location and facts. */
export function securingOf(row: BookingRow, location: BookingLocation, facts: PaymentFacts): Securing {
  return securing({
    method: row.paymentMethod,
    rule: location.paymentRule,
    cardPayments: facts.cardPayments,
    onAccount: facts.onAccount,
    currencies: facts.currencies.length > 0 ? facts.currencies : [location.currency],
  });
}

/** The methods a visitor may choose now for this booking. */
export function paymentMethodsOf(facts: PaymentFacts): Array<'AT_LOCATION' | 'CREDIT_CARD' | 'INVOICE'> {
  return [
    'AT_LOCATION',
    ...(facts.cardPayments ? (['CREDIT_CARD'] as const) : []),
    ...(facts.onAccount ? (['INVOICE'] as const) : []),
  ];
}
