import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type CorporateVerification,
  corporateVerifyRequestSchema,
} from '../../../../src/contracts/queries.schema.ts';
import { JSON_TYPES, readJsonObject } from '../../api/body.ts';
import { type ApiEnv, readContext } from '../../api/context.ts';
import { parseReference } from '../../api/reference.ts';
import { toViolations, unprocessable } from '../../api/violations.ts';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import { locations } from '../../db/schema/index.ts';
import { clientAddress } from '../../http/client-address.ts';
import type { RateLimits } from '../../http/rate-limit.ts';
import { jsonLd } from '../../hydra/context.ts';
import { type CorporateCredentials, reasonFor, verifyCorporateAccount } from './corporate-verify.ts';

// The body is the contract of src/contracts/queries.schema.ts (the credentials are the booking
// payload's `corporateAccount`); the location's IRI becomes an id here.
function parseVerify(body: unknown): { location: number } & CorporateCredentials {
  const result = v.safeParse(corporateVerifyRequestSchema, body);
  const violations = result.success ? [] : toViolations(result.issues);
  const raw = (body as { location?: unknown }).location;
  const location = parseReference(raw, 'locations');
  if (
    location === null &&
    typeof raw === 'string' &&
    !violations.some((x) => x.propertyPath === 'location')
  ) {
    violations.push({
      propertyPath: 'location',
      message: 'This value should be an IRI such as /api/locations/1 (or a bare id).',
      code: 'invalid_reference',
    });
  }
  if (!result.success || location === null) throw unprocessable(violations);
  return { ...result.output, location };
}

/** `POST /api/corporate_accounts/verify`: company, e-mail and code → verified (with its terms) or a reason. */
export function corporateAccountsRoutes(db: Orm, clock: Clock, limits: RateLimits): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/verify', async (c) => {
    const body = parseVerify(await readJsonObject(c, JSON_TYPES));
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
    } = await verifyCorporateAccount(db, limits, location.partnerId, body, clientAddress(c), clock.now());
    return jsonLd({
      '@type': 'CorporateVerification',
      ...answer,
      reason: reasonFor(answer.reason, caller.kind === 'staff'),
    } satisfies CorporateVerification);
  });
  return app;
}
