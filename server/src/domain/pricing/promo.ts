import { isDate } from './dates.ts';
import type { DiscountScope, QuoteDiscount } from './types.ts';

/** A promo code as the partner defined it; storage and the use counter live with the HTTP layer. */
export type PromoCode = {
  code: string;
  partnerId: number;
  /** Locations the code is limited to; null or empty means every location of the partner. */
  locationIds?: readonly number[] | null;
  kind: 'percentage' | 'fixed';
  /** Basis points for `percentage` (1000 = 10%), minor units of `currency` for `fixed`. */
  value: number;
  /** The currency of a `fixed` code; a fixed amount means nothing in another currency. */
  currency?: string | null;
  /** Inclusive `YYYY-MM-DD` dates; null is open. */
  validFrom?: string | null;
  validUntil?: string | null;
  /** Null is unlimited. */
  maxUses?: number | null;
  uses: number;
  appliesTo: DiscountScope;
};

/** Where and when a visitor enters a code, and what their booking contains. */
export type PromoContext = {
  partnerId: number;
  locationId: number;
  /** The location's currency. */
  currency: string;
  /** Today at the location, `YYYY-MM-DD` (the caller reads its clock, this stays pure). */
  today: string;
  contains: { event: boolean; hotel: boolean };
};

/** Why a code was refused; each reason has its own message in the widget. */
export type PromoRejection =
  | 'unknown'
  | 'not_yet_valid'
  | 'expired'
  | 'exhausted'
  | 'wrong_location'
  | 'not_applicable';

/** The outcome of checking a code: the discount to price with, or the reason it does not apply. */
export type PromoCheck = { ok: true; discount: QuoteDiscount } | { ok: false; reason: PromoRejection };

/** The form codes are stored and compared in: trimmed, inner spaces removed, upper case. */
export function normalizePromoCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Checks a code against its rules, most fundamental first: a code that is missing or belongs to another
 * partner is `unknown` (never admit another partner's code exists); then location (and, for a fixed
 * amount, currency), dates, uses, and last whether the booking holds anything the code applies to.
 * `exhausted` here is advisory: storage must still count a use atomically (`uses < max_uses` in the update).
 */
export function checkPromoCode(code: PromoCode | null | undefined, context: PromoContext): PromoCheck {
  // A bad `today` is the caller's bug, not the visitor's: fail loudly rather than misjudge dates.
  if (!isDate(context.today)) throw new RangeError(`today must be a YYYY-MM-DD date, got "${context.today}"`);
  if (!code || code.partnerId !== context.partnerId) return reject('unknown');
  const locations = code.locationIds ?? [];
  if (locations.length > 0 && !locations.includes(context.locationId)) return reject('wrong_location');
  if (code.kind === 'fixed' && code.currency !== context.currency) return reject('wrong_location');
  if (code.validFrom != null && context.today < code.validFrom) return reject('not_yet_valid');
  if (code.validUntil != null && context.today > code.validUntil) return reject('expired');
  if (code.maxUses != null && code.uses >= code.maxUses) return reject('exhausted');
  const applies =
    (code.appliesTo !== 'hotel' && context.contains.event) ||
    (code.appliesTo !== 'event' && context.contains.hotel);
  if (!applies) return reject('not_applicable');
  return { ok: true, discount: toDiscount(code) };
}

function toDiscount(code: PromoCode): QuoteDiscount {
  const common = { code: code.code, appliesTo: code.appliesTo };
  if (code.kind === 'percentage') return { ...common, kind: 'percentage', basisPoints: code.value };
  return { ...common, kind: 'fixed', amount: code.value, currency: code.currency ?? '' };
}

function reject(reason: PromoRejection): PromoCheck {
  return { ok: false, reason };
}
