import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { JSON_TYPES, readJsonObject } from '../../api/body.ts';
import { type ApiEnv, readContext } from '../../api/context.ts';
import { email } from '../../api/formats.ts';
import { reference } from '../../api/reference.ts';
import { object, text } from '../../api/shapes.ts';
import { toViolations, unprocessable } from '../../api/violations.ts';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import { corporateAccounts, locations } from '../../db/schema/index.ts';
import { jsonLd } from '../../hydra/context.ts';
import { classIri } from '../common.ts';
import { corporateCodeMatches } from './corporate-code.ts';
import { countAttempt } from './rate-limit.ts';

/** The body of `POST /api/corporate_accounts/verify`. */
export const verifyShape = object(
  {
    location: reference('locations', classIri('Location')),
    companyName: text({ max: 200 }),
    email: email(),
    corporateCode: text({ max: 100 }),
  },
  'CorporateVerificationRequest',
);

/** Why a verification failed; each has its own message in the widget. */
export type VerifyReason = 'unknown_account' | 'company_mismatch' | 'invalid_code' | 'inactive';

/** Attempts per client address and per account e-mail within 15 minutes, before 429. */
export const VERIFY_LIMITS = { perIp: 20, perAccount: 5, seconds: 900 };

// Behind a proxy every client shares its address; the per-account limit still stops guessing one code.
function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

const sameCompany = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** `POST /api/corporate_accounts/verify`: company, e-mail and code → verified (with its terms) or a reason. */
export function corporateAccountsRoutes(db: Orm, clock: Clock): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/verify', async (c) => {
    const result = v.safeParse(verifyShape.schema, await readJsonObject(c, JSON_TYPES));
    if (!result.success) throw unprocessable(toViolations(result.issues));
    const body = result.output as {
      location: number;
      companyName: string;
      email: string;
      corporateCode: string;
    };
    const caller = readContext(c).caller;
    const [location] = await db
      .select({ partnerId: locations.partnerId })
      .from(locations)
      .where(
        and(
          eq(locations.id, body.location),
          caller.kind === 'staff' ? eq(locations.partnerId, caller.partnerId) : eq(locations.available, true),
        ),
      );
    if (!location) {
      throw unprocessable([
        { propertyPath: 'location', message: `Location ${body.location} does not exist.`, code: 'not_found' },
      ]);
    }
    const mail = body.email.trim().toLowerCase();
    await countAttempt(
      db,
      [
        {
          bucket: `corporate_verify:ip:${clientAddress(c)}`,
          limit: VERIFY_LIMITS.perIp,
          seconds: VERIFY_LIMITS.seconds,
        },
        {
          bucket: `corporate_verify:account:${location.partnerId}:${mail}`,
          limit: VERIFY_LIMITS.perAccount,
          seconds: VERIFY_LIMITS.seconds,
        },
      ],
      clock.now(),
    );
    const [account] = await db
      .select()
      .from(corporateAccounts)
      .where(
        and(eq(corporateAccounts.partnerId, location.partnerId), eq(corporateAccounts.primaryEmail, mail)),
      );
    const reason: VerifyReason | null = !account
      ? 'unknown_account'
      : !sameCompany(account.companyName, body.companyName)
        ? 'company_mismatch'
        : !(await corporateCodeMatches(body.corporateCode, account.codeHash))
          ? 'invalid_code'
          : !account.active
            ? 'inactive'
            : null;
    const verified = reason === null && account !== undefined;
    return jsonLd({
      '@type': 'CorporateVerification',
      verified,
      reason,
      account: verified
        ? {
            companyName: account.companyName,
            creditAccount: account.creditAccount,
            discount:
              account.discountKind === null
                ? null
                : {
                    kind: account.discountKind,
                    value: account.discountValue,
                    currency: account.discountCurrency,
                    appliesTo: account.discountAppliesTo,
                  },
          }
        : null,
    });
  });
  return app;
}
