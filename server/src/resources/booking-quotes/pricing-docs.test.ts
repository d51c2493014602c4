import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { getJson } from '../../../test/http.ts';

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

describe('API documents of availability and prices', () => {
  it('lists every route in OpenAPI with its parameters and the schemas that validate the bodies', async () => {
    const { body } = await getJson(ctx.app, '/api/docs.json');
    const suitable = body.paths['/api/halls_suitable'].get;
    expect(
      suitable.parameters
        .filter((p: { required: boolean }) => p.required)
        .map((p: { name: string }) => p.name),
    ).toEqual(['location', 'date', 'startTime', 'endTime', 'pax']);
    expect(Object.keys(body.paths['/api/location_room_types/availabilities'].get.responses)).toEqual([
      '200',
      '400',
      '404',
    ]);
    expect(body.paths['/api/booking_quotes'].post.requestBody.content['application/ld+json'].schema).toEqual({
      $ref: '#/components/schemas/BookingQuoteRequest',
    });
    expect(body.components.schemas.BookingQuoteRequest.required).toEqual(['location']);
    expect(body.components.schemas.CorporateVerificationRequest.required).toEqual([
      'location',
      'companyName',
      'email',
      'corporateCode',
    ]);
    expect(Object.keys(body.paths['/api/corporate_accounts/verify'].post.responses)).toContain('429');
    expect(body.paths['/api/booking/{id}/billing'].get.operationId).toBe('getBookingBilling');
    // Meetings with rooms elsewhere: each venue's Pricing and the sums per currency.
    const answer = body.components.schemas.BookingQuote.properties;
    expect(answer.venues.items).toEqual({ $ref: '#/components/schemas/VenuePricing' });
    expect(answer.currencies.items).toEqual({ $ref: '#/components/schemas/CurrencyTotals' });
    expect(body.components.schemas.VenuePricing.properties.pricing).toEqual({
      $ref: '#/components/schemas/LocationPricing',
    });
    expect(Object.keys(body.components.schemas.CurrencyTotals.properties)).toEqual([
      'currency',
      'locations',
      'subtotal',
      'discountAmount',
      'subtotals',
      'taxes',
      'totalPriceIncludingTaxes',
      'totalPriceExcludingTaxes',
      'totalTaxAmount',
    ]);
  });

  it('describes the answers as Hydra classes with the operation that returns them', async () => {
    const { body } = await getJson(ctx.app, '/api/docs.jsonld');
    const classes = new Map(
      (
        body['hydra:supportedClass'] as {
          '@id': string;
          'hydra:supportedOperation': { 'hydra:method': string }[];
        }[]
      ).map((c) => [c['@id'], c]),
    );
    for (const [type, method] of [
      ['#HallSuitability', 'GET'],
      ['#RoomTypeAvailability', 'GET'],
      ['#BookingQuote', 'POST'],
      ['#Billing', 'GET'],
      ['#CorporateVerification', 'POST'],
    ] as const) {
      expect(classes.get(type)?.['hydra:supportedOperation'].map((o) => o['hydra:method'])).toEqual([method]);
    }
    for (const type of ['#BookingQuote', '#Billing']) {
      const properties = (
        classes.get(type) as unknown as { 'hydra:supportedProperty': { 'hydra:title': string }[] }
      )['hydra:supportedProperty'].map((p) => p['hydra:title']);
      expect(properties).toEqual(expect.arrayContaining(['venues', 'currencies']));
    }
  });
});
