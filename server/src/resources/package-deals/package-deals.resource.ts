import { asc, eq, inArray, sql } from 'drizzle-orm';
import { date, time } from '../../api/formats.ts';
import { reference } from '../../api/reference.ts';
import type { Field, Resource, Row, Violation } from '../../api/resource.ts';
import { array, boolean, choice, integer, object, optional, text } from '../../api/shapes.ts';
import type { Orm } from '../../db/database.ts';
import {
  hallPeriods,
  halls,
  items,
  packageDealHalls,
  packageDealItems,
  packageDeals,
  taxRateCodes,
} from '../../db/schema/index.ts';
import {
  amountField,
  availableField,
  classIri,
  currencyField,
  descriptionsField,
  idField,
  keyField,
  nameField,
  parentField,
  positionField,
  textOrder,
  translatedName,
  translationsField,
} from '../common.ts';
import { validityViolations } from '../hall-period-pricings/hall-period-pricings.resource.ts';
import { dealsOwnedBy, packageDealFilters } from './package-deal-filters.ts';

const t = packageDeals;

const field = (
  name: string,
  description: string,
  shape: Field['shape'],
  extra: Partial<Field> = {},
): Field => ({
  name,
  description,
  shape,
  column: name,
  ...extra,
});

async function loadRelations(db: Orm, ids: number[]): Promise<Map<number, Row>> {
  const [itemRows, hallRows] = await Promise.all([
    db
      .select({
        dealId: packageDealItems.packageDealId,
        id: packageDealItems.itemId,
        quantity: packageDealItems.quantity,
      })
      .from(packageDealItems)
      .innerJoin(items, eq(items.id, packageDealItems.itemId))
      .where(inArray(packageDealItems.packageDealId, ids))
      .orderBy(asc(items.position), asc(items.id)),
    db
      .select({ dealId: packageDealHalls.packageDealId, id: packageDealHalls.hallId })
      .from(packageDealHalls)
      .innerJoin(halls, eq(halls.id, packageDealHalls.hallId))
      .where(inArray(packageDealHalls.packageDealId, ids))
      .orderBy(asc(halls.position), asc(halls.id)),
  ]);
  const result = new Map<number, Row>(ids.map((id) => [id, { items: [], halls: [] }]));
  for (const row of itemRows) {
    (result.get(row.dealId)!.items as unknown[]).push({
      item: `/api/items/${row.id}`,
      quantity: row.quantity,
    });
  }
  for (const row of hallRows) (result.get(row.dealId)!.halls as unknown[]).push(`/api/halls/${row.id}`);
  return result;
}

async function saveRelations(db: Orm, id: number, values: Record<string, unknown>): Promise<void> {
  if (values.items !== undefined) {
    await db.delete(packageDealItems).where(eq(packageDealItems.packageDealId, id));
    const list = values.items as { item: number; quantity: number }[];
    if (list.length > 0) {
      await db
        .insert(packageDealItems)
        .values(list.map((entry) => ({ packageDealId: id, itemId: entry.item, quantity: entry.quantity })));
    }
  }
  if (values.halls !== undefined) {
    await db.delete(packageDealHalls).where(eq(packageDealHalls.packageDealId, id));
    const list = values.halls as number[];
    if (list.length > 0)
      await db.insert(packageDealHalls).values(list.map((hallId) => ({ packageDealId: id, hallId })));
  }
}

async function sameLocation(
  db: Orm,
  table: typeof items | typeof halls,
  ids: number[],
  locationId: number,
  path: (index: number) => string,
  label: string,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const found = ids.length
    ? new Set(
        (
          await db
            .select({ id: table.id })
            .from(table)
            .where(sql`${table.id} in ${ids} and ${table.locationId} = ${locationId}`)
        ).map((row) => row.id),
      )
    : new Set<number>();
  ids.forEach((id, index) => {
    if (!found.has(id)) {
      violations.push({
        propertyPath: path(index),
        message: `${label} ${id} is not one of this location's.`,
        code: 'not_found',
      });
    } else if (ids.indexOf(id) !== index) {
      violations.push({
        propertyPath: path(index),
        message: `${label} ${id} is listed twice.`,
        code: 'duplicate',
      });
    }
  });
  return violations;
}

async function refine(db: Orm, values: Record<string, unknown>, current: Row | null): Promise<Violation[]> {
  const locationId = (values.location ?? current?.locationId) as number;
  const dealItems = (values.items ?? []) as { item: number }[];
  const violations = [
    ...validityViolations(values),
    ...(await sameLocation(
      db,
      items,
      dealItems.map((entry) => entry.item),
      locationId,
      (i) => `items[${i}].item`,
      'Item',
    )),
    ...(await sameLocation(
      db,
      halls,
      (values.halls ?? []) as number[],
      locationId,
      (i) => `halls[${i}]`,
      'Hall',
    )),
  ];
  const { minPax, maxPax } = values as { minPax: number; maxPax: number | null };
  if (maxPax !== null && maxPax !== undefined && maxPax < minPax) {
    violations.push({
      propertyPath: 'maxPax',
      message: 'This value should not be below minPax.',
      code: 'invalid_range',
    });
  }
  ((values.timeslots ?? []) as { startTime: string; endTime: string }[]).forEach((slot, index) => {
    if (slot.endTime <= slot.startTime) {
      violations.push({
        propertyPath: `timeslots[${index}].endTime`,
        message: 'This time should be after startTime.',
        code: 'invalid_range',
      });
    }
  });
  return violations;
}

/** Day packages (spec §3): a price per person including items and, optionally, hall rental. */
export const packageDealResource: Resource = {
  type: 'PackageDeal',
  path: 'package_deals',
  title: 'Package deal',
  description:
    'A day package such as "Full-day meeting": one price per person that includes the listed items (quantity per guest) and, when includingHallRental, the rental of one of the listed halls.',
  table: t,
  fields: [
    idField,
    parentField('location', 'locations', 'Location', 'locationId', 'The location offering it.'),
    { ...keyField('package deal'), keepWhenAbsent: true },
    nameField,
    field(
      'type',
      'The kind of event, e.g. meeting, conference, dinner.',
      text({ max: 50, pattern: /^[a-z0-9][a-z0-9_-]*$/ }),
    ),
    field(
      'timeslots',
      'Windows of the day it covers (HH:mm local times); none: any time.',
      array(object({ startTime: time(), endTime: time() }, 'Timeslot'), { max: 10 }),
      { default: [] },
    ),
    field('period', 'hour, morning, afternoon, evening or full_day.', choice(hallPeriods)),
    field('cateringPackage', 'A catering-only package.', boolean(), { default: false }),
    field('includingHallRental', 'The price includes renting one of its halls.', boolean(), {
      default: false,
    }),
    availableField,
    field('deleted', 'Withdrawn: kept for past bookings, never offered again.', boolean(), {
      default: false,
    }),
    amountField('pricePerPerson', 'pricePerPerson', 'The price per person.'),
    currencyField,
    field('taxRateCode', "Which of the location's tax rates applies.", choice(taxRateCodes), {
      default: 'standard',
    }),
    field('minPax', 'Fewest guests it is sold for.', integer({ min: 1, max: 100_000 }), { default: 1 }),
    field('maxPax', 'Most guests it is sold for (none: no limit).', integer({ min: 1, max: 100_000 }), {
      nullable: true,
    }),
    field('validFrom', 'First day it is offered (none: always).', date(), { nullable: true }),
    field('validUntil', 'Last day it is offered (none: open-ended).', date(), { nullable: true }),
    translationsField,
    descriptionsField,
    positionField,
    {
      name: 'items',
      description: 'Included items and how many of each per guest; they are not charged again.',
      shape: array(
        object(
          {
            item: reference('items', classIri('Item')),
            quantity: optional(integer({ min: 1, max: 1000 }), 1),
          },
          'PackageDealItem',
        ),
        { max: 200 },
      ),
      default: [],
      relation: true,
      read: (row) => row.items,
    },
    {
      name: 'halls',
      description: 'Halls it can be booked in.',
      shape: array(reference('halls', classIri('Hall')), { max: 200 }),
      default: [],
      relation: true,
      read: (row) => row.halls,
    },
  ],
  filters: packageDealFilters(false),
  orders: {
    position: () => sql`${t.position}`,
    pricePerPerson: () => sql`${t.pricePerPerson}`,
    type: () => textOrder(t.type),
    period: () => sql`${t.period}`,
    name: (context) => translatedName(t.translations, context.language),
  },
  orderAliases: ['ordering'],
  defaultOrder: [asc(t.locationId), asc(t.position), asc(t.id)],
  operations: ['list', 'get', 'patch'],
  locationOwner: { via: 'location', field: 'location', column: 'locationId' },
  scope: {
    owned: dealsOwnedBy,
    visible: sql`(${t.available} and not ${t.deleted} and ${t.locationId} in (select l.id from locations l where l.available))`,
    publicOf: (partnerId) =>
      sql`(${t.available} and not ${t.deleted} and ${t.locationId} in (select l.id from locations l where l.partner_id = ${partnerId} and l.available))`,
  },
  relations: { load: loadRelations, save: saveRelations },
  refine,
};
