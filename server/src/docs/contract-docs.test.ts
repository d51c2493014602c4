import { toJsonSchema } from '@valibot/to-json-schema';
import { describe, expect, it } from 'vitest';
import {
  bookingTransitionSchema,
  TRANSITION_NAMES,
} from '../../../src/contracts/booking-transition.schema.ts';
import { isRealDate } from '../../../src/contracts/fields.ts';
import {
  hallsSuitableQueryEntries,
  roomAvailabilitiesQueryEntries,
} from '../../../src/contracts/queries.schema.ts';
import { openApiDocument } from './openapi.ts';

// The OpenAPI parts that used to be written by hand beside a contract: each must now be exactly what
// @valibot/to-json-schema makes of the contract's valibot schema (a real date written as format: date).

type Op = {
  parameters: { name: string }[];
  requestBody: { content: Record<string, { schema: unknown }>; description?: string };
};
type Doc = { paths: Record<string, Record<string, Op>>; components: { schemas: Record<string, unknown> } };

const doc = openApiDocument('test') as unknown as Doc;

/** What the library makes of a schema, with the one option the docs add for real dates. */
function converted(schema: Parameters<typeof toJsonSchema>[0]): Record<string, unknown> {
  const { $schema: _, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    overrideAction: ({ valibotAction, jsonSchema }) =>
      valibotAction.type === 'check' &&
      (valibotAction as unknown as { requirement: unknown }).requirement === isRealDate
        ? { ...jsonSchema, format: 'date' }
        : jsonSchema,
  }) as Record<string, unknown>;
  return json;
}

describe('PUT /api/booking/{id}/status body in the OpenAPI document', () => {
  const op = doc.paths['/api/booking/{id}/status']!.put!;

  it('is the BookingTransition contract as toJsonSchema converts it', () => {
    expect(doc.components.schemas.BookingTransition).toEqual(converted(bookingTransitionSchema));
    for (const type of ['application/ld+json', 'application/json']) {
      expect(op.requestBody.content[type]!.schema).toEqual({
        $ref: '#/components/schemas/BookingTransition',
      });
    }
  });

  it('names every transition of the lifecycle, and says which inputs each demands', () => {
    const body = doc.components.schemas.BookingTransition as {
      required: string[];
      properties: Record<string, { enum?: string[]; format?: string }>;
    };
    expect(body.required).toEqual(['transition']);
    expect(body.properties.transition!.enum).toEqual([...TRANSITION_NAMES]);
    expect(body.properties.validUntil!.format).toBe('date');
    expect(op.requestBody.description).toContain('send_offer — staff');
    expect(op.requestBody.description).toContain('validUntil (required)');
    // Issue 17: staff answer the visitor's saved change; rejecting may carry a reason for the e-mail.
    expect(body.properties.transition!.enum).toEqual(
      expect.arrayContaining(['apply_pending_change', 'reject_pending_change']),
    );
    expect(op.requestBody.description).toMatch(/^apply_pending_change — staff: .+$/m);
    expect(op.requestBody.description).toMatch(
      /^reject_pending_change — staff: .+ Inputs: reason \(optional\)\.$/m,
    );
  });
});

describe('query parameters of the public queries in the OpenAPI document', () => {
  const expected = (entries: Record<string, Parameters<typeof toJsonSchema>[0]>) =>
    Object.entries(entries).map(([name, entry]) => {
      const { description, ...schema } = converted(entry);
      return { name, in: 'query', required: entry.type !== 'optional', description, schema };
    });

  it("GET /api/halls_suitable lists the contract's entries as toJsonSchema converts them", () => {
    const parameters = doc.paths['/api/halls_suitable']!.get!.parameters;
    expect(parameters).toEqual(expected(hallsSuitableQueryEntries));
    expect(parameters.filter((p) => (p as { required?: boolean }).required).map((p) => p.name)).toEqual([
      'location',
      'date',
      'startTime',
      'endTime',
      'pax',
    ]);
  });

  it("GET /api/location_room_types/availabilities lists the contract's entries, then the pages", () => {
    const parameters = doc.paths['/api/location_room_types/availabilities']!.get!.parameters;
    expect(parameters.slice(0, 4)).toEqual(expected(roomAvailabilitiesQueryEntries));
    expect(parameters.slice(4).map((p) => p.name)).toEqual(['page', 'itemsPerPage']);
    expect(parameters.find((p) => p.name === 'arrivalDate')).toMatchObject({
      schema: { type: 'string', format: 'date' },
    });
  });
});
