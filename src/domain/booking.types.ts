/**
 * A stored booking as `GET /api/booking/{id}` returns it (the read model) and its billing
 * (`GET /api/booking/{id}/billing`): the types inferred from the contracts in src/contracts, under the
 * names the offer, edit and booking views use. Money is in integer minor units.
 */

import type {
  BookingRead,
  TransitionBlocker as ContractBlocker,
  BookedDay as ContractDay,
  BookedHall as ContractHall,
  BookedItem as ContractItem,
  BookedPackageDeal as ContractPackageDeal,
  BookedRoom as ContractRoom,
} from '../contracts/booking-read.schema.ts';
import type { TransitionInput as ContractTransitionInput } from '../contracts/booking-transition.schema.ts';
import type { Payment, PaymentTotals } from '../contracts/payment.schema.ts';
import type { PricingTotals } from '../contracts/pricing.schema.ts';
import type { Pricing, PricingProduct } from './pricing.types.ts';

/** Why a transition cannot run now, by code (the widget translates the code). */
export type TransitionBlocker = ContractBlocker;

/** A function space of a stored day. */
export type BookedHall = ContractHall;

/** An item of a stored day. */
export type BookedItem = ContractItem;

/** A package deal of a stored day. */
export type BookedPackageDeal = ContractPackageDeal;

/** A stored meeting day. */
export type BookedDay = ContractDay;

/** A stored hotel stay. */
export type BookedRoom = ContractRoom;

/** The read model of one booking, as its visitor sees it. */
export type BookingDocument = BookingRead;

/** An amount with and without tax. */
export type TaxedAmount = PricingTotals;

/** One priced line of the billing. */
export type BillingProduct = PricingProduct;

/** One payment of the booking (a charge, a deposit, a card kept as a guarantee). */
export type BillingPayment = Payment;

/** Per currency: the total, what is paid, given back and still due (the server's sums). */
export type BillingPaymentTotals = PaymentTotals;

/**
 * The billing of a booking: the Pricing of a quote (lines, subtotals, taxes, totals), its payments and
 * their sums per currency.
 */
export type Billing = Pricing & { payments: BillingPayment[]; paymentTotals: BillingPaymentTotals[] };

/** What the visitor sends with a transition (spec §4): the dialog's answers, as the contract says. */
export type TransitionInput = ContractTransitionInput;
