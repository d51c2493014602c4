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

/** Reads the facts of `row` (the currencies of rooms at other venues come with the booking's own). */
export async function paymentFacts(
  db: Orm,
  row: BookingRow,
  location: BookingLocation,
  cardPayments: boolean,
): Promise<PaymentFacts> {
  const result = (await db.execute(sql`
    select
      coalesce((select ca.active and ca.credit_account from corporate_accounts ca
        where ca.id = ${row.corporateAccountId}), false) as "onAccount",
      exists(select 1 from payments p where p.booking_id = ${row.id} and p.status = 'processing') as processing,
      coalesce((select json_agg(distinct v.currency) from booking_rooms r join locations v on v.id = r.location_id
        where r.booking_id = ${row.id}), '[]') as currencies`)) as unknown as {
    rows: { onAccount: boolean; processing: boolean; currencies: string[] }[];
  };
  const found = result.rows[0]!;
  const hasDays = row.types.includes('mice');
  return {
    cardPayments,
    onAccount: Boolean(found.onAccount),
    processing: Boolean(found.processing),
    currencies: [...new Set([...(hasDays ? [location.currency] : []), ...found.currencies])],
  };
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
