import { asc, sql } from 'drizzle-orm';
import { partnerFilter, referenceFilter } from '../../api/filters.ts';
import { date } from '../../api/formats.ts';
import type { Resource, Violation } from '../../api/resource.ts';
import { choice } from '../../api/shapes.ts';
import { hallPeriodPricings, hallPeriods } from '../../db/schema/index.ts';
import { amountField, currencyField, idField, ownedThroughHall, parentField } from '../common.ts';

const ownedBy = ownedThroughHall(hallPeriodPricings.hallId);

/** `validUntil` may not come before `validFrom`. */
export function validityViolations(values: Record<string, unknown>): Violation[] {
  const from = values.validFrom as string | null | undefined;
  const until = values.validUntil as string | null | undefined;
  return from && until && until < from
    ? [
        {
          propertyPath: 'validUntil',
          message: 'This date should not be before validFrom.',
          code: 'invalid_range',
        },
      ]
    : [];
}

/** The rental price of a hall per period (hour, morning, afternoon, evening, full day), optionally per season. */
export const hallPeriodPricingResource: Resource = {
  type: 'HallPeriodPricing',
  path: 'hall_period_pricings',
  title: 'Hall period pricing',
  description:
    'The rental price of a hall for one period of the day; validFrom/validUntil limit it to a season (inclusive).',
  table: hallPeriodPricings,
  fields: [
    idField,
    parentField('hall', 'halls', 'Hall', 'hallId', 'The hall.'),
    {
      name: 'period',
      description: 'hour (per hour), morning, afternoon, evening or full_day.',
      shape: choice(hallPeriods),
      column: 'period',
    },
    amountField('price', 'price', 'The rental price for the period.'),
    currencyField,
    {
      name: 'validFrom',
      description: 'First day of the season (none: always).',
      shape: date(),
      nullable: true,
      column: 'validFrom',
    },
    {
      name: 'validUntil',
      description: 'Last day of the season (none: open-ended).',
      shape: date(),
      nullable: true,
      column: 'validUntil',
    },
  ],
  filters: [
    partnerFilter(ownedBy),
    referenceFilter(
      'hall',
      'halls',
      (id) => sql`${hallPeriodPricings.hallId} = ${id}`,
      'Prices of this hall.',
      'halls',
    ),
  ],
  orders: {},
  defaultOrder: [asc(hallPeriodPricings.hallId), asc(hallPeriodPricings.id)],
  operations: ['list', 'get', 'create', 'replace', 'patch', 'delete'],
  locationOwner: { via: 'hall', field: 'hall', column: 'hallId' },
  scope: {
    owned: ownedBy,
    visible: sql`${hallPeriodPricings.hallId} in (select h.id from halls h join locations l on l.id = h.location_id where h.available and l.available)`,
    publicOf: (partnerId) =>
      sql`${hallPeriodPricings.hallId} in (select h.id from halls h join locations l on l.id = h.location_id where l.partner_id = ${partnerId} and h.available and l.available)`,
  },
  refine: async (_db, values) => validityViolations(values),
};
