import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOUR_PARTNER } from '../../../test/expected/harbour-partner.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

const { '@context': _context, ...harbourMember } = HARBOUR_PARTNER;

describe('GET /api/partners', () => {
  it('finds a partner by slug as a Hydra collection of exactly one member', async () => {
    const { status, headers, body } = await getJson(ctx.app, '/api/partners?slug=harbour');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(body).toEqual({
      '@context': '/api/contexts/Partner',
      '@id': '/api/partners',
      '@type': 'Collection',
      totalItems: 1,
      member: [harbourMember],
      view: {
        '@id': '/api/partners?slug=harbour&page=1',
        '@type': 'PartialCollectionView',
        first: '/api/partners?slug=harbour&page=1',
        last: '/api/partners?slug=harbour&page=1',
      },
      search: {
        '@type': 'IriTemplate',
        template: '/api/partners{?slug}',
        variableRepresentation: 'BasicRepresentation',
        mapping: [{ '@type': 'IriTemplateMapping', variable: 'slug', property: 'slug', required: false }],
      },
    });
  });

  it('answers an unknown slug with an empty collection, as a filter that matches nothing', async () => {
    const { status, body } = await getJson(ctx.app, '/api/partners?slug=nobody');
    expect(status).toBe(200);
    expect(body.totalItems).toBe(0);
    expect(body.member).toEqual([]);
  });

  it('gives the second partner its own look: other colours, Nunito, square boxes', async () => {
    const { body } = await getJson(ctx.app, '/api/partners?slug=fjord');
    const [fjord] = body.member;
    expect(fjord.partnerSettings).toMatchObject({
      webformFont: 'Nunito',
      webformRoundedBoxes: false,
      currency: 'NOK',
    });
    expect(fjord.partnerSettings.color).not.toBe(HARBOUR_PARTNER.partnerSettings.color);
    expect(fjord.partnerSettings.secondaryColor).not.toBe(HARBOUR_PARTNER.partnerSettings.secondaryColor);
  });

  it('pages the unfiltered list with first, last, previous and next links', async () => {
    const first = await getJson(ctx.app, '/api/partners?itemsPerPage=1');
    expect(first.body.totalItems).toBe(2);
    expect(first.body.member.map((p: { slug: string }) => p.slug)).toEqual(['harbour']);
    expect(first.body.view).toEqual({
      '@id': '/api/partners?itemsPerPage=1&page=1',
      '@type': 'PartialCollectionView',
      first: '/api/partners?itemsPerPage=1&page=1',
      last: '/api/partners?itemsPerPage=1&page=2',
      next: '/api/partners?itemsPerPage=1&page=2',
    });
    const second = await getJson(ctx.app, first.body.view.next);
    expect(second.body.member.map((p: { slug: string }) => p.slug)).toEqual(['fjord']);
    expect(second.body.view.previous).toBe('/api/partners?itemsPerPage=1&page=1');
    expect(second.body.view.next).toBeUndefined();
  });

  it.each([
    ['page=0', 'invalid_page'],
    ['page=abc', 'invalid_page'],
    ['itemsPerPage=0', 'invalid_items_per_page'],
    ['itemsPerPage=1001', 'invalid_items_per_page'],
    ['itemsPerPage=2.5', 'invalid_items_per_page'],
  ])('rejects %s with a 400 problem', async (query, code) => {
    await expectProblem(ctx.app, `/api/partners?${query}`, 400, code);
  });
});

describe('GET /api/partners/{id}', () => {
  it('returns the exact JSON-LD of Harbour Hotels', async () => {
    const { status, headers, body } = await getJson(ctx.app, '/api/partners/1');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(body).toEqual(HARBOUR_PARTNER);
  });

  it('writes the intro text in all five languages, each its own', async () => {
    const { body } = await getJson(ctx.app, '/api/partners/1');
    const intros = body.partnerSettings.translations.filter(
      (t: { type: string }) => t.type === 'WebformIntro',
    );
    expect(intros.map((t: { language: string }) => t.language).sort()).toEqual([
      'de-DE',
      'en-US',
      'fi-FI',
      'fr-FR',
      'nl-NL',
    ]);
    expect(new Set(intros.map((t: { name: string }) => t.name)).size).toBe(5);
  });

  it.each(['999', 'abc', '0', '99999999999'])('answers /api/partners/%s with a 404 problem', async (id) => {
    await expectProblem(ctx.app, `/api/partners/${id}`, 404, 'partner_not_found');
  });
});

describe("the deployment's error-reporting DSN in the partner read", () => {
  it('is passed on to the widget when ERROR_REPORTING_DSN is set, and is null without it', async () => {
    const dsn = 'https://0123abcd@errors.example/42';
    const reporting = await freshApp({ errorReportingDsn: dsn });
    try {
      const { body } = await getJson(reporting.app, '/api/partners?slug=harbour');
      expect(body.member[0].errorReportingDsn).toBe(dsn);
      expect((await getJson(reporting.app, '/api/partners/2')).body.errorReportingDsn).toBe(dsn);
    } finally {
      await reporting.close();
    }
    expect((await getJson(ctx.app, '/api/partners?slug=harbour')).body.member[0].errorReportingDsn).toBe(
      null,
    );
  });
});
