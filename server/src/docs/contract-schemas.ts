import { type ConversionConfig, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { isRealDate } from '../../../src/contracts/fields.ts';
import {
  currencyTotalsSchema,
  pricingProductSchema,
  pricingSchema,
  venuePricingSchema,
} from '../../../src/contracts/pricing.schema.ts';
import { problemSchema } from '../../../src/contracts/problem.schema.ts';
import type { JsonSchema } from '../api/shapes.ts';
import { CONTRACT_ROUTES } from './contract-routes.ts';

// The OpenAPI components of every contract route, generated from the valibot schemas of src/contracts
// with @valibot/to-json-schema: nothing here describes a field by hand. Checks JSON Schema cannot say
// (end after start, a real date, trimming) are left to the server; a real date becomes `format: date`.

// Shared parts get their own component, so a venue's Pricing is one `$ref` and not a copy.
const SHARED: Record<string, v.GenericSchema> = {
  LocationPricing: pricingSchema,
  PricingProduct: pricingProductSchema,
  VenuePricing: venuePricingSchema,
  CurrencyTotals: currencyTotalsSchema,
};

function definitions(): Record<string, v.GenericSchema> {
  const defs: Record<string, v.GenericSchema> = { ...SHARED, Problem: problemSchema };
  for (const route of CONTRACT_ROUTES) {
    defs[route.answerName] = route.answer;
    if (route.requestName && route.request) defs[route.requestName] = route.request;
  }
  return defs;
}

// A real date becomes `format: date`; other checks JSON Schema cannot say are left to the server.
const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  errorMode: 'ignore',
  overrideAction: ({ valibotAction, jsonSchema }) => {
    if (valibotAction.type !== 'check') return undefined;
    const requirement = (valibotAction as unknown as { requirement: unknown }).requirement;
    return requirement === isRealDate ? { ...jsonSchema, format: 'date' } : jsonSchema;
  },
};

/** JSON Schemas (OpenAPI 3.1 components) of every contract, keyed by component name. */
export function contractSchemas(): Record<string, JsonSchema> {
  const defs = toJsonSchemaDefs(definitions(), {
    ...CONVERSION,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  });
  return defs as Record<string, JsonSchema>;
}

/** An OpenAPI query parameter. */
export type QueryParameter = {
  name: string;
  in: 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
};

/**
 * The OpenAPI `parameters` of a query contract: one per entry, required unless optional, the
 * entry's `v.description` as the parameter's description and the rest as its schema.
 */
export function queryParameters(entries: Record<string, v.GenericSchema>): QueryParameter[] {
  return Object.entries(entries).map(([name, entry]) => {
    const {
      $schema: _,
      description,
      ...schema
    } = toJsonSchema(entry, CONVERSION) as JsonSchema & { description?: string };
    return {
      name,
      in: 'query',
      required: entry.type !== 'optional',
      ...(description === undefined ? {} : { description }),
      schema,
    };
  });
}
