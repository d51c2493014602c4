import type { Violation } from '../api/resource.ts';
import type { SyncDocument, SyncLocation } from './sync-types.ts';

/** A location's match key: its `key`, else its abbreviation in lower case. */
export function locationKey(location: SyncLocation): string {
  return (
    location.key ??
    (location.abbreviation
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+/, '') ||
      'location')
  );
}

/** A package deal's match key: its `key`, else `type-period`. */
export function dealKey(deal: { key?: string; type: string; period: string }): string {
  return deal.key ?? `${deal.type}-${deal.period}`;
}

function duplicates(keys: string[], path: (index: number) => string, what: string): Violation[] {
  return keys.flatMap((key, index) =>
    keys.indexOf(key) === index
      ? []
      : [
          {
            propertyPath: path(index),
            message: `Another ${what} already has the key "${key}".`,
            code: 'duplicate',
          },
        ],
  );
}

function range(from: string | null, until: string | null, path: string): Violation[] {
  return from && until && until < from
    ? [{ propertyPath: path, message: 'This date should not be before validFrom.', code: 'invalid_range' }]
    : [];
}

function checkLocation(location: SyncLocation, at: string, layouts: Set<string>): Violation[] {
  const violations: Violation[] = [];
  const hallKeys = location.halls.map((hall) => hall.key);
  const itemKeys = location.items.map((item) => item.key);
  violations.push(...duplicates(hallKeys, (i) => `${at}.halls[${i}].key`, 'hall'));
  violations.push(...duplicates(itemKeys, (i) => `${at}.items[${i}].key`, 'item'));
  violations.push(
    ...duplicates(location.packageDeals.map(dealKey), (i) => `${at}.packageDeals[${i}].key`, 'package deal'),
  );
  violations.push(
    ...duplicates(
      location.roomTypes.map((r) => r.code),
      (i) => `${at}.roomTypes[${i}].code`,
      'room type',
    ),
  );
  location.halls.forEach((hall, h) => {
    for (const code of Object.keys(hall.capacities)) {
      if (!layouts.has(code)) {
        violations.push({
          propertyPath: `${at}.halls[${h}].capacities.${code}`,
          message: `There is no layout "${code}".`,
          code: 'not_found',
        });
      }
    }
    hall.seasonalPrices.forEach((price, p) => {
      violations.push(
        ...range(price.validFrom, price.validUntil, `${at}.halls[${h}].seasonalPrices[${p}].validUntil`),
      );
    });
  });
  location.packageDeals.forEach((deal, d) => {
    const path = `${at}.packageDeals[${d}]`;
    deal.items.forEach((entry, i) => {
      if (!itemKeys.includes(entry.key)) {
        violations.push({
          propertyPath: `${path}.items[${i}].key`,
          message: `This location has no item "${entry.key}".`,
          code: 'not_found',
        });
      }
    });
    deal.halls.forEach((key, i) => {
      if (!hallKeys.includes(key)) {
        violations.push({
          propertyPath: `${path}.halls[${i}]`,
          message: `This location has no hall "${key}".`,
          code: 'not_found',
        });
      }
    });
    if (deal.maxPax !== null && deal.maxPax < deal.minPax) {
      violations.push({
        propertyPath: `${path}.maxPax`,
        message: 'This value should not be below minPax.',
        code: 'invalid_range',
      });
    }
    violations.push(...range(deal.validFrom, deal.validUntil, `${path}.validUntil`));
    deal.timeslots.forEach((slot, s) => {
      if (slot.endTime <= slot.startTime) {
        violations.push({
          propertyPath: `${path}.timeslots[${s}].endTime`,
          message: 'This time should be after startTime.',
          code: 'invalid_range',
        });
      }
    });
  });
  return violations;
}

/** What the schema cannot see: unique keys, references by key inside the document, known layout codes. */
export function checkDocument(doc: SyncDocument, layouts: Set<string>): Violation[] {
  const violations = duplicates(doc.locations.map(locationKey), (i) => `locations[${i}].key`, 'location');
  for (const name of ['defaultEmplacement', 'bigGroupsDefaultEmplacement'] as const) {
    const code = doc[name];
    if (code && !layouts.has(code)) {
      violations.push({ propertyPath: name, message: `There is no layout "${code}".`, code: 'not_found' });
    }
  }
  const files = [doc.logo, doc.favicon, ...(doc.images ?? [])].flatMap((file) =>
    file ? [file.filename] : [],
  );
  violations.push(...duplicates(files, () => 'images', 'file'));
  doc.locations.forEach((location, index) => {
    violations.push(...checkLocation(location, `locations[${index}]`, layouts));
  });
  return violations;
}
