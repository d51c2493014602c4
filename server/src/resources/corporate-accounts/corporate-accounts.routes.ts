import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { JSON_TYPES, readJsonObject } from '../../api/body.ts';
import { type ApiEnv, readContext } from '../../api/context.ts';
import { email } from '../../api/formats.ts';
import { reference } from '../../api/reference.ts';
import { object, text } from '../../api/shapes.ts';
import { toViolations, unprocessable } from '../../api/violations.ts';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import { locations } from '../../db/schema/index.ts';
import { jsonLd } from '../../hydra/context.ts';
import { classIri } from '../common.ts';
import { type CorporateCredentials, clientAddress, verifyCorporateAccount } from './corporate-verify.ts';

/** The credentials a visitor enters (also accepted as `corporateAccount` by a quote). */
export const credentialsEntries = {
  companyName: text({ max: 200 }),
  email: email(),
  corporateCode: text({ max: 100 }),
};

/** The body of `POST /api/corporate_accounts/verify`. */
export const verifyShape = object(
  { location: reference('locations', classIri('Location')), ...credentialsEntries },
  'CorporateVerificationRequest',
);

/** `POST /api/corporate_accounts/verify`: company, e-mail and code → verified (with its terms) or a reason. */
export function corporateAccountsRoutes(db: Orm, clock: Clock): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/verify', async (c) => {
    const result = v.safeParse(verifyShape.schema, await readJsonObject(c, JSON_TYPES));
    if (!result.success) throw unprocessable(toViolations(result.issues));
    const body = result.output as CorporateCredentials & { location: number };
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
    const {
      discount: _engine,
      accountId: _row,
      ...answer
    } = await verifyCorporateAccount(db, location.partnerId, body, clientAddress(c), clock.now());
    return jsonLd({ '@type': 'CorporateVerification', ...answer });
  });
  return app;
}
