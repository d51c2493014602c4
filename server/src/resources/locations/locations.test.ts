import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMSTERDAM_LOCATION } from '../../../test/expected/amsterdam-location.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

const { '@context': _context, ...amsterdamMember } = AMSTERDAM_LOCATION;
const names = (body: { member: { name: string }[] }) => body.member.map((l) => l.name);

describe('GET /api/locations?partner=', () => {
  it('lists the partner’s available locations in its order, Amsterdam exactly', async () => {
    const { status, headers, body } = await getJson(ctx.app, '/api/locations?partner=%2Fapi%2Fpartners%2F1');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body['@context']).toBe('/api/contexts/Location');
    expect(body['@id']).toBe('/api/locations');
    expect(body['@type']).toBe('Collection');
    expect(body.totalItems).toBe(4);
    expect(names(body)).toEqual([
      'Harbour Hotel Amsterdam',
      'Harbour Hotel Berlin',
      'Harbour Hotel Helsinki',
      'Harbour Hotel New York',
    ]);
    expect(body.member[0]).toEqual(amsterdamMember);
  });

  it('takes the partner as an IRI, a bare id or a slug alike', async () => {
    const byIri = await getJson(ctx.app, '/api/locations?partner=/api/partners/1');
    const byId = await getJson(ctx.app, '/api/locations?partner=1');
    const bySlug = await getJson(ctx.app, '/api/locations?partner=harbour');
    expect(byId.body.member).toEqual(byIri.body.member);
    expect(bySlug.body.member).toEqual(byIri.body.member);
  });

  it('never shows one partner another partner’s locations, nor unavailable ones', async () => {
    const { body } = await getJson(ctx.app, '/api/locations?partner=fjord');
    // Fjord also owns Ålesund, which is not available yet.
    expect(names(body)).toEqual(['Fjord Lodge Bergen']);
    expect(body.member.every((l: { partner: string }) => l.partner === '/api/partners/2')).toBe(true);
    expect(body.member[0]).toMatchObject({
      currency: 'NOK',
      timeZone: 'Europe/Oslo',
      pricingTaxScheme: 'VAT',
    });
  });

  it('carries each country’s tax scheme: New York adds 8.875% sales tax in USD', async () => {
    const { body } = await getJson(ctx.app, '/api/locations?partner=harbour');
    const taxes = Object.fromEntries(
      body.member.map(
        (l: { city: string; currency: string; pricingTaxScheme: string; taxRates: unknown }) => [
          l.city,
          [l.currency, l.pricingTaxScheme, l.taxRates],
        ],
      ),
    );
    expect(taxes).toEqual({
      Amsterdam: [
        'EUR',
        'VAT',
        [
          { code: 'reduced', rate: '9' },
          { code: 'standard', rate: '21' },
        ],
      ],
      Berlin: [
        'EUR',
        'VAT',
        [
          { code: 'reduced', rate: '7' },
          { code: 'standard', rate: '19' },
        ],
      ],
      Helsinki: [
        'EUR',
        'VAT',
        [
          { code: 'reduced', rate: '14' },
          { code: 'standard', rate: '25.5' },
        ],
      ],
      'New York': ['USD', 'SALES_TAX', [{ code: 'sales', rate: '8.875' }]],
    });
  });

  it('pages with links that keep the filter and the page size', async () => {
    const { body } = await getJson(ctx.app, '/api/locations?partner=harbour&itemsPerPage=3&page=2');
    expect(names(body)).toEqual(['Harbour Hotel New York']);
    expect(body.totalItems).toBe(4);
    expect(body.view).toEqual({
      '@id': '/api/locations?partner=harbour&itemsPerPage=3&page=2',
      '@type': 'PartialCollectionView',
      first: '/api/locations?partner=harbour&itemsPerPage=3&page=1',
      last: '/api/locations?partner=harbour&itemsPerPage=3&page=2',
      previous: '/api/locations?partner=harbour&itemsPerPage=3&page=1',
    });
  });

  it('requires the partner filter', async () => {
    await expectProblem(ctx.app, '/api/locations', 400, 'partner_required');
    await expectProblem(ctx.app, '/api/locations?partner=', 400, 'invalid_filter');
  });

  it.each(['/api/halls/1', 'Harbour Hotels', '/api/partners/x'])(
    'rejects partner=%s with a 400 problem',
    async (value) => {
      await expectProblem(
        ctx.app,
        `/api/locations?partner=${encodeURIComponent(value)}`,
        400,
        'invalid_filter',
      );
    },
  );

  it.each(['nobody', '999', '/api/partners/999'])(
    'answers the unknown partner %s with a 404 problem',
    async (value) => {
      await expectProblem(
        ctx.app,
        `/api/locations?partner=${encodeURIComponent(value)}`,
        404,
        'partner_not_found',
      );
    },
  );

  it('rejects a bad page size with a 400 problem', async () => {
    await expectProblem(
      ctx.app,
      '/api/locations?partner=harbour&itemsPerPage=-1',
      400,
      'invalid_items_per_page',
    );
  });
});

describe('GET /api/locations/{id}', () => {
  it('returns the exact JSON-LD of Harbour Hotel Amsterdam', async () => {
    const { status, body } = await getJson(ctx.app, '/api/locations/1');
    expect(status).toBe(200);
    expect(body).toEqual(AMSTERDAM_LOCATION);
  });

  it('answers an unavailable location as if it did not exist', async () => {
    const [hidden] = await ctx.db.query<{ id: number }>("select id from locations where city = 'Ålesund'");
    expect(hidden).toBeDefined();
    await expectProblem(ctx.app, `/api/locations/${hidden!.id}`, 404, 'location_not_found');
  });

  it('hides a location as soon as staff mark it unavailable', async () => {
    const [berlin] = await ctx.db.query<{ id: number }>("select id from locations where city = 'Berlin'");
    expect((await getJson(ctx.app, `/api/locations/${berlin!.id}`)).status).toBe(200);
    await ctx.db.query('update locations set available = false where id = $1', [berlin!.id]);
    await expectProblem(ctx.app, `/api/locations/${berlin!.id}`, 404, 'location_not_found');
    const { body } = await getJson(ctx.app, '/api/locations?partner=harbour');
    expect(names(body)).not.toContain('Harbour Hotel Berlin');
    await ctx.db.query('update locations set available = true where id = $1', [berlin!.id]);
  });

  it.each(['12345', 'abc'])('answers /api/locations/%s with a 404 problem', async (id) => {
    await expectProblem(ctx.app, `/api/locations/${id}`, 404, 'location_not_found');
  });
});
