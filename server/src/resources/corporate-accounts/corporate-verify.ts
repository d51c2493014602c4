import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { corporateAccounts } from '../../db/schema/index.ts';
import type { QuoteDiscount } from '../../domain/pricing/index.ts';
import { countAttempts, type RateLimits } from '../../http/rate-limit.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { corporateCodeMatches } from './corporate-code.ts';

/** Why a verification failed; each has its own message in the widget. */
export type VerifyReason = 'unknown_account' | 'company_mismatch' | 'invalid_code' | 'inactive';

/** What a visitor enters to be recognised as a corporate client. */
export type CorporateCredentials = { companyName: string; email: string; corporateCode: string };

/** The answer: verified with the account's terms, or the reason it is not. */
export type Verification = {
  verified: boolean;
  reason: VerifyReason | null;
  account: {
    companyName: string;
    creditAccount: boolean;
    discount: {
      kind: 'percentage' | 'fixed';
      value: number;
      currency: string | null;
      appliesTo: string;
    } | null;
  } | null;
  /** The negotiated discount as the pricing engine takes it. */
  discount: QuoteDiscount | null;
  /** The verified account's row id, for a booking to keep (never shown to the visitor). */
  accountId: number | null;
};

const sameCompany = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Verifies credentials against the partner's accounts. Every attempt is counted first (per address and
 * per account), so neither this route nor a quote carrying credentials can be used to guess codes.
 */
export async function verifyCorporateAccount(
  db: Orm,
  limits: RateLimits,
  partnerId: number,
  credentials: CorporateCredentials,
  address: string,
  now: Date,
): Promise<Verification> {
  const mail = credentials.email.trim().toLowerCase();
  await countAttempts(
    db,
    limits,
    [
      { bucket: 'corporateVerifyPerAddress', key: address },
      { bucket: 'corporateVerifyPerAccount', key: `${partnerId}:${mail}` },
    ],
    now,
    (retryAfter) =>
      new ProblemError('too_many_attempts', `Too many attempts; try again in ${retryAfter} seconds.`, {
        'Retry-After': String(retryAfter),
      }),
  );
  const [account] = await db
    .select()
    .from(corporateAccounts)
    .where(and(eq(corporateAccounts.partnerId, partnerId), eq(corporateAccounts.primaryEmail, mail)));
  const reason: VerifyReason | null = !account
    ? 'unknown_account'
    : !sameCompany(account.companyName, credentials.companyName)
      ? 'company_mismatch'
      : !(await corporateCodeMatches(credentials.corporateCode, account.codeHash))
        ? 'invalid_code'
        : !account.active
          ? 'inactive'
          : null;
  if (reason !== null || !account) {
    return { verified: false, reason, account: null, discount: null, accountId: null };
  }
  return { verified: true, reason: null, accountId: account.id, ...accountTerms(account) };
}

/** A stored account's terms: what the client sees and the discount as the pricing engine takes it. */
export function accountTerms(
  account: typeof corporateAccounts.$inferSelect,
): Pick<Verification, 'account' | 'discount'> {
  const terms =
    account.discountKind === null || account.discountValue === null || account.discountAppliesTo === null
      ? null
      : {
          kind: account.discountKind,
          value: account.discountValue,
          currency: account.discountCurrency,
          appliesTo: account.discountAppliesTo,
        };
  const reference = `corporate:${account.companyName}`;
  const discount: QuoteDiscount | null =
    terms === null
      ? null
      : terms.kind === 'percentage'
        ? { code: reference, appliesTo: terms.appliesTo, kind: 'percentage', basisPoints: terms.value }
        : {
            code: reference,
            appliesTo: terms.appliesTo,
            kind: 'fixed',
            amount: terms.value,
            currency: terms.currency ?? '',
          };
  return {
    account: { companyName: account.companyName, creditAccount: account.creditAccount, discount: terms },
    discount,
  };
}

/** The discount of a booking's corporate client today, or null (no client, or no longer active). */
export async function corporateDiscountOf(db: Orm, accountId: number | null): Promise<QuoteDiscount | null> {
  if (accountId === null) return null;
  const [account] = await db.select().from(corporateAccounts).where(eq(corporateAccounts.id, accountId));
  return account?.active ? accountTerms(account).discount : null;
}
