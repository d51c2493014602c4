/**
 * The one line under step 5's actions on what book now takes (issue 16): a card payment in full, a
 * deposit with the rest at the location or by a date, a card kept as a guarantee, or an invoice to a
 * credit account. Pure: it picks the text and formats the server's numbers; it computes no money.
 */
import type { PaymentPlan } from '../../../contracts/payment.schema.ts';
import { formatDay, formatMoney, formatRate } from '../../../domain/format.ts';

/** A text of the `payment` namespace (`plan.*`) and its values, formatted for the visitor. */
export type PlanLine = { key: string; values: Record<string, string> };

/** The line for `plan` in `locale`; null when book now cannot be secured (no plan). */
export function planLine(plan: PaymentPlan | null | undefined, locale: string): PlanLine | null {
  if (!plan) return null;
  if (plan.securedBy === 'on_account') return { key: 'plan.onAccount', values: {} };
  if (plan.securedBy === 'setup') return { key: 'plan.guarantee', values: {} };
  const money = (minor: number) => formatMoney(minor, plan.currency, locale);
  const amount = money(plan.amountNow);
  if (plan.balance === 0) return { key: 'plan.full', values: { amount } };
  // A deposit names its share when the server gives it; the rest is paid by a date or at the location.
  const share = plan.depositPercent === null ? 'part' : 'deposit';
  const by = plan.balanceDueDate ? 'By' : '';
  return {
    key: `plan.${share}${by}`,
    values: {
      amount,
      balance: money(plan.balance),
      ...(plan.depositPercent === null ? {} : { percent: formatRate(String(plan.depositPercent), locale) }),
      ...(plan.balanceDueDate ? { date: formatDay(plan.balanceDueDate, locale) } : {}),
    },
  };
}
