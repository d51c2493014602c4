import type { PaymentPlan } from '../../../../src/contracts/payment.schema.ts';
import type { Orm } from '../../db/database.ts';
import { paymentPlan, type SecuredBy } from '../../domain/payments/plan.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { savedBookingLines } from '../billing/billing.routes.ts';
import { priceBooking } from '../booking-quotes/price-booking.ts';
import type { BookingRow } from '../bookings/booking.repository.ts';
import type { BookingLocation } from '../bookings/booking-references.ts';
import { corporateDiscountOf } from '../corporate-accounts/corporate-verify.ts';

// The amounts of a payment plan come from the billing's own pricing of the saved booking (the same
// numbers the booking page, the offer PDF and the e-mails show), never from the browser.

/** A plan with what its payment is for. */
export type PricedPlan = PaymentPlan & { purpose: 'full' | 'deposit' | 'guarantee' };

/** The booking's total in its one currency, as billing prices it; null when it cannot be priced. */
export async function bookingTotal(
  db: Orm,
  row: BookingRow,
  now: Date,
): Promise<{ amount: number; currency: string } | null> {
  try {
    const discount = await corporateDiscountOf(db, row.corporateAccountId);
    const priced = await priceBooking(db, await savedBookingLines(db, row), {
      now,
      discount,
      checkChoices: false,
    });
    if (priced.currencies.length !== 1) return null;
    const [only] = priced.currencies;
    return { amount: only!.totalPriceIncludingTaxes, currency: only!.currency };
  } catch (error) {
    // A catalogue that cannot price the booking (a missing tax rate) leaves nothing to charge.
    if (error instanceof ProblemError) return null;
    throw error;
  }
}

/** The plan for `securedBy`, priced now; null when the booking cannot be priced. */
export async function pricedPlan(
  db: Orm,
  row: BookingRow,
  location: BookingLocation,
  securedBy: SecuredBy,
  firstDay: string | null,
  now: Date,
): Promise<PricedPlan | null> {
  const total = await bookingTotal(db, row, now);
  if (!total) return null;
  return paymentPlan(
    securedBy,
    {
      rule: location.paymentRule,
      depositPercent: location.depositPercent,
      balanceDueDays: location.balanceDueDays,
    },
    total,
    firstDay,
  );
}
