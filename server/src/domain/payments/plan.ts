import type { PaymentPlan, PaymentRule } from '../../../../src/contracts/payment.schema.ts';
import { addDays } from '../../../../src/domain/dates.ts';
import type { SecuringReason } from '../booking-lifecycle/types.ts';

// What book now must secure before it confirms (issue 16), pure. The location's rule says what it
// asks; the visitor's payment method says how they mean to pay; the server's configuration says
// whether cards can be taken at all. Nothing is confirmed with nothing secured, except for a verified
// corporate client paying on account.

/** How book now is secured for one booking. */
export type SecuredBy = PaymentPlan['securedBy'];

/** The facts the decision needs. */
export interface SecuringFacts {
  /** The booking's payment method (null: not chosen yet, which the widget shows as "at the location"). */
  readonly method: string | null;
  readonly rule: PaymentRule;
  /** The server has a payment provider (Stripe keys). */
  readonly cardPayments: boolean;
  /** The booking's corporate client is verified, active and has a credit account. */
  readonly onAccount: boolean;
  /** Every currency the booking is priced in (its own venue's and those of rooms elsewhere). */
  readonly currencies: readonly string[];
}

/** How book now secures the booking, or why it cannot. */
export type Securing = { readonly securedBy: SecuredBy } | { readonly blocker: SecuringReason };

/** The decision; see the module comment. */
export function securing(facts: SecuringFacts): Securing {
  // One card payment per booking: a booking in two currencies is confirmed by the venues (a request),
  // which keeps one countdown, one result and one refund path for the visitor.
  if (new Set(facts.currencies).size > 1) return { blocker: 'several_currencies' };
  const method = facts.method ?? 'AT_LOCATION';
  if (method === 'INVOICE') {
    return facts.onAccount ? { securedBy: 'on_account' } : { blocker: 'payment_method_not_instant' };
  }
  if (method !== 'CREDIT_CARD' && method !== 'AT_LOCATION') return { blocker: 'payment_method_not_instant' };
  if (!facts.cardPayments) return { blocker: 'payment_unavailable' };
  if (method === 'CREDIT_CARD') return { securedBy: 'payment' };
  // At the location: a card guarantee, or the deposit the location asks now; never "full" at the door.
  if (facts.rule === 'guarantee') return { securedBy: 'setup' };
  if (facts.rule === 'deposit') return { securedBy: 'payment' };
  return { blocker: 'pay_in_advance' };
}

/** The location's terms the amounts follow. */
export interface PlanTerms {
  readonly rule: PaymentRule;
  readonly depositPercent: number;
  /** Days before the first day by which a deposit's balance is due; null: at the location. */
  readonly balanceDueDays: number | null;
}

/** What is paid now and what remains, for a securing decision and the booking's total. */
export function paymentPlan(
  securedBy: SecuredBy,
  terms: PlanTerms,
  total: { amount: number; currency: string },
  firstDay: string | null,
): PaymentPlan & { purpose: 'full' | 'deposit' | 'guarantee' } {
  const base = {
    rule: terms.rule,
    currency: total.currency,
    depositPercent: terms.rule === 'deposit' ? terms.depositPercent : null,
    balanceDueDate: null as string | null,
  };
  if (securedBy === 'payment' && total.amount > 0) {
    if (terms.rule === 'deposit') {
      // Rounded half up in minor units; a deposit is never the whole sum unless the percentage says so.
      const now = Math.round((total.amount * terms.depositPercent) / 100);
      const due = terms.balanceDueDays !== null && firstDay ? addDays(firstDay, -terms.balanceDueDays) : null;
      return {
        ...base,
        securedBy,
        purpose: now === total.amount ? 'full' : 'deposit',
        amountNow: now,
        balance: total.amount - now,
        balanceDueDate: now === total.amount ? null : due,
      };
    }
    return { ...base, securedBy, purpose: 'full', amountNow: total.amount, balance: 0 };
  }
  // Nothing to charge (a free booking) is secured like a guarantee: a card on file, nothing taken.
  const by = securedBy === 'payment' ? 'setup' : securedBy;
  return { ...base, securedBy: by, purpose: 'guarantee', amountNow: 0, balance: total.amount };
}
