/**
 * A stored booking as `GET /api/booking/{id}` returns it (the read model) and its billing
 * (`GET /api/booking/{id}/billing`): the fields the offer, edit and booking views read. Field names
 * are the API's. Money is in integer minor units.
 */

import type { Iri } from './catalogue.types.ts';
import type { Pricing, PricingProduct } from './pricing.types.ts';
import type { OnsiteContact, PaymentMethod, Remark, ReservationType } from './reservation.types.ts';

/** Why a transition cannot run now, by code (the widget translates the code). */
export type TransitionBlocker = { transition: string; code: string; date?: string; lines?: string[] };

/** A function space of a stored day. */
export type BookedHall = {
  '@id': Iri;
  hall: Iri;
  emplacement: Iri | null;
  pax: number;
  startTime: string;
  endTime: string;
};

/** An item of a stored day. */
export type BookedItem = {
  '@id': Iri;
  item: Iri;
  amount: number;
  numberOfGuests: number | null;
  startTime: string | null;
};

/** A package deal of a stored day. */
export type BookedPackageDeal = { '@id': Iri; packageDeal: Iri; amount: number };

/** A stored meeting day. */
export type BookedDay = {
  '@id': Iri;
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  pax: number;
  halls: BookedHall[];
  items: BookedItem[];
  packageDeals: BookedPackageDeal[];
};

/** A stored hotel stay. */
export type BookedRoom = {
  '@id': Iri;
  id: number;
  startDate: string;
  endDate: string;
  amount: number;
  paxRoom: number;
  roomType: Iri;
  /** The venue of the stay: the booking's location or another of the partner's. */
  location?: Iri;
  breakfast: boolean;
  lateCheckoutRooms: number;
  comments: string | null;
};

/** The read model of one booking, as its visitor sees it. */
export type BookingDocument = {
  '@id': Iri;
  id: number;
  username: string;
  status: string;
  flags: string[];
  transitions: string[];
  transitionBlockerList: TransitionBlocker[];
  /** The inputs each possible transition needs now, e.g. `cancel: ['reason', 'termsAccepted', 'feeAccepted']`. */
  transitionInputs: Record<string, string[]>;
  location: Iri;
  partner: Iri;
  types: ReservationType[];
  eventName: string;
  eventType: string | null;
  email: string;
  company: string;
  country: string;
  address: string;
  street: string;
  housenumber: string;
  postalcode: string;
  city: string;
  invoiceReference: string;
  contactPersonFirstname: string;
  contactPersonLastname: string;
  contactPersonPhonenumber: string;
  onsiteContact: OnsiteContact;
  locale: string;
  remarks: Remark[];
  promoCode: string | null;
  paymentMethod: PaymentMethod | null;
  termsUrl: string | null;
  offerValidUntil: string | null;
  cancellationDeadline: string | null;
  /** Edits saved on a sent booking, waiting for `apply_changes`. */
  pendingChange: unknown;
  meetingRooms: BookedDay[];
  hotelRooms: BookedRoom[];
  createdAt: string;
  updatedAt: string;
};

/** An amount with and without tax. */
export type TaxedAmount = { totalIncludingTaxes: number; totalExcludingTaxes: number; taxAmount: number };

/** One priced line of the billing. */
export type BillingProduct = PricingProduct;

/** A payment received or due. */
export type BillingPayment = {
  amount: number;
  status?: string;
  method?: string | null;
  paidAt?: string | null;
  [field: string]: unknown;
};

/** The billing of a booking: the Pricing of a quote (lines, subtotals, taxes, totals) and its payments. */
export type Billing = Pricing & { payments: BillingPayment[] };

/** What the visitor sends with a transition (spec §4): the dialog's answers. */
export type TransitionInput = {
  reason?: string;
  termsAccepted?: boolean;
  acknowledged?: boolean;
  feeAccepted?: boolean;
};
