import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { getJson } from '../../../test/http.ts';
import { call, platformKey, staffKey, violationCodes } from '../../../test/staff.ts';

let ctx: FreshApp;
let harbour: string;
let fjord: string;
let platform: string;
beforeAll(async () => {
  ctx = await freshApp();
  harbour = await staffKey(ctx.db, 'harbour');
  fjord = await staffKey(ctx.db, 'fjord');
  platform = await platformKey(ctx.db);
});
afterAll(() => ctx.close());

describe('POST /api/partners', () => {
  it('creates a partner with a platform key, with the spec defaults', async () => {
    const response = await call(ctx.app, 'POST', '/api/partners', {
      key: platform,
      body: { slug: 'lakeside', name: 'Lakeside Inns' },
    });
    expect(response.status).toBe(201);
    const id = response.body.id;
    expect(response.headers.get('location')).toBe(`/api/partners/${id}`);
    expect(response.body).toEqual({
      '@context': '/api/contexts/Partner',
      '@id': `/api/partners/${id}`,
      '@type': 'Partner',
      id,
      slug: 'lakeside',
      name: 'Lakeside Inns',
      abbreviation: null,
      bookingPageUrl: null,
      draftReminderMinutes: 60,
      stripeAccount: null,
      errorReportingDsn: null,
      logoFilename: null,
      faviconFilename: null,
      contact: { email: null, phonenumber: null },
      paxMiceThreshold: 999,
      partnerSettings: {
        color: '#1f4e79',
        secondaryColor: '#f2a900',
        webformFont: null,
        webformRoundedBoxes: true,
        termsUrl: null,
        lateCheckoutEnabled: false,
        webformImages: [],
        translations: [],
        defaultEmplacement: null,
        bigGroupsDefaultEmplacement: null,
        analyticsKey: null,
        consentScriptUrl: null,
        website: null,
        currency: 'EUR',
      },
    });
  });

  it('is refused without a key (401), with a partner key (403) and for a taken slug (409)', async () => {
    expect((await call(ctx.app, 'POST', '/api/partners', { body: { slug: 'x', name: 'X' } })).status).toBe(
      401,
    );
    const staff = await call(ctx.app, 'POST', '/api/partners', {
      key: harbour,
      body: { slug: 'x', name: 'X' },
    });
    expect([staff.status, staff.body.code]).toEqual([403, 'platform_key_required']);
    const taken = await call(ctx.app, 'POST', '/api/partners', {
      key: platform,
      body: { slug: 'harbour', name: 'X' },
    });
    expect([taken.status, taken.body.violations]).toEqual([
      409,
      [{ propertyPath: 'slug', message: 'Another partner already has this slug.', code: 'unique' }],
    ]);
    const bad = await call(ctx.app, 'POST', '/api/partners', {
      key: platform,
      body: { slug: 'Big Hotels', name: 'X' },
    });
    expect(violationCodes(bad.body)).toEqual(['slug: invalid_format']);
  });
});

describe('PATCH and PUT /api/partners/{id}', () => {
  it('merges partner settings key by key: colours, default layout by IRI, null removes', async () => {
    const response = await call(ctx.app, 'PATCH', '/api/partners/2', {
      key: fjord,
      body: {
        partnerSettings: { color: '#112233', defaultEmplacement: '/api/emplacements/6', termsUrl: null },
        contact: { phonenumber: null },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.partnerSettings).toMatchObject({
      color: '#112233',
      secondaryColor: '#b3472f',
      webformFont: 'Nunito',
      defaultEmplacement: '/api/emplacements/6',
      bigGroupsDefaultEmplacement: '/api/emplacements/2',
      termsUrl: null,
    });
    expect(response.body.contact).toEqual({ email: 'hello@fjordlodges.example', phonenumber: null });
    expect((await getJson(ctx.app, '/api/partners/2')).body.partnerSettings.color).toBe('#112233');
  });

  it("keeps the consent manager's script URL, https only, and shows it in the public read", async () => {
    const plain = await call(ctx.app, 'PATCH', '/api/partners/2', {
      key: fjord,
      body: { partnerSettings: { consentScriptUrl: 'http://consent.fjordlodges.example/cmp.js' } },
    });
    expect(violationCodes(plain.body)).toEqual(['partnerSettings.consentScriptUrl: invalid_format']);
    const secure = await call(ctx.app, 'PATCH', '/api/partners/2', {
      key: fjord,
      body: { partnerSettings: { consentScriptUrl: 'https://cmp.example.net/fjord.js' } },
    });
    expect(secure.status).toBe(200);
    const read = await getJson(ctx.app, '/api/partners?slug=fjord');
    expect(read.body.member[0].partnerSettings.consentScriptUrl).toBe('https://cmp.example.net/fjord.js');
  });

  it('checks nested values with their paths', async () => {
    const response = await call(ctx.app, 'PATCH', '/api/partners/2', {
      key: fjord,
      body: {
        partnerSettings: {
          color: 'red',
          defaultEmplacement: '/api/halls/1',
          webformImages: [{ file: 'x.svg' }],
        },
        paxMiceThreshold: 0,
      },
    });
    expect(violationCodes(response.body).sort()).toEqual(
      [
        'partnerSettings.color: invalid_length',
        'partnerSettings.color: invalid_format',
        'partnerSettings.defaultEmplacement: invalid_reference',
        'partnerSettings.webformImages[0].file: unknown_field',
        'partnerSettings.webformImages[0].photoFilename: required',
        'paxMiceThreshold: out_of_range',
      ].sort(),
    );
  });

  it('replaces by PUT and keeps one partner out of another', async () => {
    const response = await call(ctx.app, 'PUT', '/api/partners/2', {
      key: fjord,
      body: { slug: 'fjord', name: 'Fjord Lodges AS' },
    });
    expect(response.body).toMatchObject({
      name: 'Fjord Lodges AS',
      logoFilename: null,
      paxMiceThreshold: 999,
    });
    expect(response.body.partnerSettings.webformFont).toBeNull();
    expect(
      (await call(ctx.app, 'PUT', '/api/partners/2', { key: harbour, body: { slug: 'fjord', name: 'Mine' } }))
        .status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'PATCH', '/api/partners/1', { key: fjord, body: { name: 'Mine' } })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'GET', '/api/partners', { key: fjord })).body.member.map(
        (p: { slug: string }) => p.slug,
      ),
    ).toEqual(['fjord']);
    expect((await call(ctx.app, 'GET', '/api/partners/1', { key: fjord })).status).toBe(404);
  });
});
