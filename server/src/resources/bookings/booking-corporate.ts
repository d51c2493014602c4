import { eq } from 'drizzle-orm';
import { unprocessable } from '../../api/violations.ts';
import type { Orm } from '../../db/database.ts';
import { corporateAccounts } from '../../db/schema/index.ts';
import type { RateLimits } from '../../http/rate-limit.ts';
import { reasonFor, verifyCorporateAccount } from '../corporate-accounts/corporate-verify.ts';
import type { BookingInput } from './booking.schema.ts';

// A booking's corporate client (spec §5, §6): the visitor's credentials are verified when a write
// carries them (counted against the same rate limits as the verify route, so a booking cannot be used
// to guess codes), and the booking keeps the account, never the code. Pay later on account (INVOICE)
// is refused unless that account is active and has a credit account.

const REASON_MESSAGES: Record<string, string> = {
  unknown_account: 'No corporate account is known for this e-mail address.',
  company_mismatch: 'The company name does not match the corporate account.',
  invalid_code: 'The corporate code is not valid.',
  inactive: 'This corporate account is no longer active.',
  invalid_credentials: 'The company name, e-mail address and corporate code do not match an account.',
};

/** Who writes: the client address attempts are counted at, and whether staff (who hear precise reasons). */
export type CorporateWriter = { address: string; staff: boolean };

/**
 * The corporate account the booking will have after this write: verified from the payload's
 * credentials, removed by `corporateAccount: null`, else the one it had. Throws a 422 on
 * `corporateAccount` for credentials that do not verify and on `paymentMethod` for pay later without
 * a credit account.
 */
export async function corporateAccountFor(
  db: Orm,
  limits: RateLimits,
  input: Pick<BookingInput, 'corporateAccount' | 'paymentMethod'>,
  partnerId: number,
  current: number | null,
  writer: CorporateWriter,
  now: Date,
): Promise<number | null> {
  let accountId = current;
  if (input.corporateAccount === null) accountId = null;
  else if (input.corporateAccount) {
    const credentials = input.corporateAccount;
    const result = await verifyCorporateAccount(db, limits, partnerId, credentials, writer.address, now);
    if (!result.verified) {
      const code = reasonFor(result.reason ?? 'unknown_account', writer.staff)!;
      throw unprocessable([
        { propertyPath: 'corporateAccount', message: REASON_MESSAGES[code] ?? code, code },
      ]);
    }
    accountId = result.accountId;
  }
  if (input.paymentMethod === 'INVOICE' && !(await mayPayLater(db, accountId))) {
    throw unprocessable([
      {
        propertyPath: 'paymentMethod',
        message: 'Pay later on account is only for verified corporate clients with a credit account.',
        code: 'pay_later_not_allowed',
      },
    ]);
  }
  return accountId;
}

async function mayPayLater(db: Orm, accountId: number | null): Promise<boolean> {
  if (accountId === null) return false;
  const [account] = await db
    .select({ active: corporateAccounts.active, creditAccount: corporateAccounts.creditAccount })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.id, accountId));
  return Boolean(account?.active && account.creditAccount);
}

/** The booking's corporate client as the read model shows it: name and whether it may pay later. */
export async function corporateClientOf(
  db: Orm,
  accountId: number | null,
): Promise<{ companyName: string; creditAccount: boolean } | null> {
  if (accountId === null) return null;
  const [account] = await db
    .select({
      companyName: corporateAccounts.companyName,
      creditAccount: corporateAccounts.creditAccount,
      active: corporateAccounts.active,
    })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.id, accountId));
  return account
    ? { companyName: account.companyName, creditAccount: account.active && account.creditAccount }
    : null;
}
