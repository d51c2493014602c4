import { asc, sql } from 'drizzle-orm';
import { exactFilter, partialFilter, partnerFilter } from '../../api/filters.ts';
import { currency, date } from '../../api/formats.ts';
import { reference } from '../../api/reference.ts';
import type { Caller, Resource, Row, Violation } from '../../api/resource.ts';
import { array, choice, integer, nullable, optional, text } from '../../api/shapes.ts';
import type { Orm } from '../../db/database.ts';
import { discountKinds, discountScopes, promoCodes } from '../../db/schema/index.ts';
import { normalizePromoCode } from '../../domain/pricing/index.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { classIri, idField, parentField } from '../common.ts';

const t = promoCodes;
const owned = (partnerId: unknown) => sql`${t.partnerId} = ${partnerId}`;

/** A new code belongs to the caller's partner and is stored the way visitors' input is compared. */
function onCreate(values: Record<string, unknown>, caller: Caller): Record<string, unknown> {
  if (caller.kind !== 'staff') throw new ProblemError('partner_key_required', 'A partner key is needed.');
  return {
    ...values,
    partner: values.partner ?? caller.partnerId,
    code: normalizePromoCode(String(values.code)),
  };
}

/** The kind decides the value's unit and whether a currency belongs with it; locations must be the partner's. */
async function refine(db: Orm, values: Record<string, unknown>, current: Row | null): Promise<Violation[]> {
  const violations: Violation[] = [];
  const kind = values.kind ?? current?.kind;
  const value = Number(values.value ?? current?.value);
  const money = values.currency === undefined ? current?.currency : values.currency;
  if (kind === 'percentage' && value > 10000) {
    violations.push({
      propertyPath: 'value',
      message: 'A percentage is at most 10000 (100%).',
      code: 'out_of_range',
    });
  }
  if (kind === 'fixed' && (money === null || money === undefined)) {
    violations.push({
      propertyPath: 'currency',
      message: 'A fixed amount needs its currency.',
      code: 'required',
    });
  }
  const from = values.validFrom === undefined ? current?.validFrom : values.validFrom;
  const until = values.validUntil === undefined ? current?.validUntil : values.validUntil;
  if (typeof from === 'string' && typeof until === 'string' && until < from) {
    violations.push({
      propertyPath: 'validUntil',
      message: 'validUntil is before validFrom.',
      code: 'invalid_range',
    });
  }
  const partnerId = values.partner ?? current?.partnerId;
  const ids = (values.locations as number[] | undefined) ?? [];
  if (ids.length > 0) {
    const result = (await db.execute(
      sql`select id from locations where partner_id = ${partnerId} and id in ${ids}`,
    )) as unknown as { rows: { id: number }[] };
    const found = new Set(result.rows.map((row) => Number(row.id)));
    ids.forEach((id, index) => {
      if (!found.has(id)) {
        violations.push({
          propertyPath: `locations[${index}]`,
          message: `Location ${id} does not exist.`,
          code: 'not_found',
        });
      }
    });
  }
  return violations;
}

/** Discount and promo codes of a partner (issue 4): staff only, never listed to the public. */
export const promoCodeResource: Resource = {
  type: 'PromoCode',
  path: 'promo_codes',
  title: 'Promo code',
  description:
    'A discount code of a partner, optionally for some locations: a percentage (basis points) or a fixed amount, valid dates, a maximum number of uses, for the meeting days, the hotel stay or both. Staff only.',
  table: promoCodes,
  fields: [
    idField,
    {
      ...parentField('partner', 'partners', 'Partner', 'partnerId', 'The partner (defaults to the key’s).'),
      keepWhenAbsent: true,
    },
    {
      name: 'code',
      description: 'What visitors type; stored without spaces, upper case. Set on creation.',
      shape: text({ max: 64, pattern: /^[A-Za-z0-9 _-]+$/ }),
      column: 'code',
      access: 'create',
      keepWhenAbsent: true,
    },
    {
      name: 'locations',
      description: 'Locations the code is limited to; empty for every location of the partner.',
      shape: optional(array(reference('locations', classIri('Location')), { max: 1000 }), []),
      column: 'locationIds',
      default: [],
      read: (row) => ((row.locationIds ?? []) as number[]).map((id) => `/api/locations/${id}`),
    },
    { name: 'kind', description: 'percentage or fixed.', shape: choice(discountKinds), column: 'kind' },
    {
      name: 'value',
      description: 'Basis points for a percentage (1000 = 10%), minor units of currency for a fixed amount.',
      shape: integer({ min: 1, max: 100_000_000 }),
      column: 'value',
    },
    {
      name: 'currency',
      description: 'The currency of a fixed amount (it applies only at locations quoting in it).',
      shape: nullable(currency()),
      nullable: true,
      column: 'currency',
      default: null,
    },
    {
      name: 'validFrom',
      description: 'First valid day (location date), or open.',
      shape: nullable(date()),
      nullable: true,
      column: 'validFrom',
      default: null,
    },
    {
      name: 'validUntil',
      description: 'Last valid day, or open.',
      shape: nullable(date()),
      nullable: true,
      column: 'validUntil',
      default: null,
    },
    {
      name: 'maxUses',
      description: 'Bookings that may use it; null is unlimited.',
      shape: nullable(integer({ min: 0, max: 100_000_000 })),
      nullable: true,
      column: 'maxUses',
      default: null,
    },
    {
      name: 'uses',
      description: 'Bookings that used it (counted atomically).',
      shape: integer(),
      column: 'uses',
      access: 'read',
    },
    {
      name: 'appliesTo',
      description: 'event (meeting days), hotel (rooms) or both.',
      shape: choice(discountScopes),
      column: 'appliesTo',
      default: 'both',
    },
  ],
  filters: [
    partnerFilter(owned),
    exactFilter('kind', t.kind, 'Codes of this kind.', discountKinds),
    exactFilter('appliesTo', t.appliesTo, 'Codes for this part of a booking.', discountScopes),
    partialFilter('code', (pattern) => sql`${t.code} ilike ${pattern}`, 'Codes containing the text.'),
  ],
  orders: { code: () => sql`${t.code}`, validUntil: () => sql`${t.validUntil}`, uses: () => sql`${t.uses}` },
  defaultOrder: [asc(t.code), asc(t.id)],
  operations: ['list', 'get', 'create', 'replace', 'patch', 'delete'],
  managersOnly: ['create', 'replace', 'patch', 'delete'],
  scope: { owned, visible: sql`false`, publicOf: () => sql`false` },
  onCreate,
  refine,
};
