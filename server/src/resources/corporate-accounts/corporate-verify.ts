import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { corporateAccounts } from '../../db/schema/index.ts';
import type { QuoteDiscount } from '../../domain/pricing/index.ts';
import { countAttempts, type RateLimits } from '../../http/rate-limit.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { corporateCodeMatches } from './corporate-code.ts';

/**
 * Why a verification failed. Staff hear which check failed; the public hears `invalid_credentials` for
 * an unknown account, a company that does not match and a wrong code alike (see `reasonFor`).
 */
export type VerifyReason =
  | 'unknown_account'
  | 'company_mismatch'
  | 'invalid_code'
  | 'inactive'
  | 'invalid_credentials';

// Reasons that would tell a stranger whether an e-mail address is an account, or which company it is.
const REVEALING = new Set<VerifyReason | null>(['unknown_account', 'company_mismatch', 'invalid_code']);

/**
 * The reason as `staff` (the precise one) or anyone else hears it. `inactive` stays: it is only reached
 * with the right company and code, so it tells nothing to someone without them.
 */
export function reasonFor(reason: VerifyReason | null, staff: boolean): VerifyReason | null {
  return !staff && REVEALING.has(reason) ? 'invalid_credentials' : reason;
}

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
 * Verifies credentials against the partner's accounts. Every attempt is counted first, per client address
 * and per account at that address, so neither this route nor a quote carrying credentials can be used to
 * guess codes, and guesses from one address never lock the client out at another. The reason is the
 * precise one: answers to the public pass it through `reasonFor`.
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
      { bucket: 'corporateVerifyPerAccountAddress', key: `${partnerId}:${mail}|${address}` },
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
