import { describe, expect, it } from 'vitest';
import type { ApiClient, RequestOptions } from '../api/client.ts';
import { type ApiResult, aborted, failed, ok } from '../api/result.ts';
import type { Location, Partner } from '../domain/catalogue.types.ts';
import type { Locale } from '../domain/locale.ts';
import { WidgetModel, type WidgetModelDeps } from './widget.model.ts';

const partner = { '@id': '/api/partners/1', name: 'Harbour Hotels', slug: 'harbour' } as Partner;
const amsterdam = {
  '@id': '/api/locations/1',
  name: 'Amsterdam',
  website: null,
  locationSettings: {},
} as Location;

/** A client that answers the partner and its locations from a table and counts calls, with no network. */
function fakeApi(partners: Record<string, Partner>, answer?: () => ApiResult<Partner | null>) {
  const calls: string[] = [];
  const client: ApiClient = {
    rebase: () => {},
    url: (path) => `http://api.test${path}`,
    async request<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>> {
      const query = options?.query ?? {};
      if (path === '/api/partners') {
        calls.push(`partner:${query.slug}`);
        const found = answer ? answer() : ok(partners[String(query.slug)] ?? null);
        return (
          found.status === 'ok' ? ok({ member: found.data ? [found.data] : [] }) : found
        ) as ApiResult<T>;
      }
      if (path === '/api/locations') {
        calls.push(`locations:${query.partner}`);
        return ok({ member: [amsterdam] } as T);
      }
      calls.push(`request:${path}`);
      return failed({ kind: 'network', url: path, message: 'not in this test' });
    },
  };
  return { client, calls };
}

function setup(
  options: { stored?: string | null; browser?: string[]; answer?: () => ApiResult<Partner | null> } = {},
) {
  const api = fakeApi({ harbour: partner }, options.answer);
  const errors: string[] = [];
  const stored: { value: string | null } = { value: options.stored ?? null };
  const switched: Locale[] = [];
  const deps: WidgetModelDeps = {
    client: api.client,
    storage: { read: () => stored.value, write: (l) => (stored.value = l) },
    browserLanguages: options.browser ?? [],
    translations: { changeLanguage: async (l) => switched.push(l) },
    logError: (m) => errors.push(m),
  };
  return { model: new WidgetModel(deps), api, errors, stored, switched };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading the partner', () => {
  it('becomes ready with the partner and its locations', async () => {
    const { model, errors } = setup();
    expect(model.status.value).toBe('loading');
    model.configure({ partner: 'harbour', api: 'http://api.test' });
    await settle();
    expect(model.status.value).toBe('ready');
    expect(model.partner.value?.name).toBe('Harbour Hotels');
    expect(model.locations.value.map((l) => l.name)).toEqual(['Amsterdam']);
    expect(errors).toEqual([]);
  });

  it('reports an unknown partner once, naming the slug and the API', async () => {
    const { model, errors } = setup();
    model.configure({ partner: 'nope', api: 'http://api.test' });
    await settle();
    expect(model.status.value).toBe('error');
    expect(model.error.value).toBe('unknown-partner');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('booking-form: unknown partner "nope" at http://api.test');
  });

  it('reports a missing partner attribute without calling the API', async () => {
    const { model, errors, api } = setup();
    model.configure({ api: 'http://api.test' });
    await settle();
    expect(model.error.value).toBe('missing-partner');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"partner" attribute is missing/);
    expect(api.calls).toEqual([]);
  });

  it('reports an unreachable API, and retry loads again', async () => {
    let down = true;
    const { model, errors } = setup({
      answer: () =>
        down
          ? failed({ kind: 'network', url: 'http://api.test/api/partners', message: 'fetch failed' })
          : ok(partner),
    });
    model.configure({ partner: 'harbour', api: 'http://api.test' });
    await settle();
    expect(model.error.value).toBe('unreachable');
    expect(errors[0]).toContain('cannot reach the API at http://api.test/api/partners');
    down = false;
    model.retry();
    await settle();
    expect(model.status.value).toBe('ready');
    expect(errors).toHaveLength(1);
  });

  it('treats an aborted call as nothing having happened', async () => {
    const { model, errors } = setup({ answer: () => aborted() });
    model.configure({ partner: 'harbour', api: 'http://api.test' });
    await settle();
    expect(model.status.value).toBe('loading');
    expect(model.error.value).toBeNull();
    expect(errors).toEqual([]);
  });

  it('does not load again when only the language changes', async () => {
    const { model, api } = setup();
    model.configure({ partner: 'harbour', api: 'http://api.test' });
    await settle();
    model.chooseLocale('fi-FI');
    model.configure({ partner: 'harbour', api: 'http://api.test', lang: 'de-DE' });
    await settle();
    expect(api.calls).toEqual(['partner:harbour', 'locations:/api/partners/1']);
  });
});

describe('language', () => {
  it('starts from the stored choice, then the browser', async () => {
    expect(setup({ stored: 'nl-NL', browser: ['de-DE'] }).model.locale.value).toBe('nl-NL');
    expect(setup({ browser: ['de-CH'] }).model.locale.value).toBe('de-DE');
  });

  it('lets the lang attribute decide and maps unknown values to en-US', () => {
    const { model } = setup({ stored: 'nl-NL' });
    model.configure({ partner: 'harbour', api: 'http://api.test', lang: 'fr-FR' });
    expect(model.locale.value).toBe('fr-FR');
    model.configure({ partner: 'harbour', api: 'http://api.test', lang: 'klingon' });
    expect(model.locale.value).toBe('en-US');
  });

  it('stores a chosen language and shows it once its texts are loaded', async () => {
    const { model, stored, switched } = setup();
    await settle();
    expect(model.shownLocale.value).toBe('en-US');
    model.chooseLocale('fi-FI');
    expect(stored.value).toBe('fi-FI');
    await settle();
    expect(model.shownLocale.value).toBe('fi-FI');
    expect(switched).toEqual(['en-US', 'fi-FI']);
  });
});

describe('wizard frame', () => {
  it('expands step 1 first, one step at a time, and collapses the expanded step when selected', () => {
    const { model } = setup();
    expect(model.expandedStep.value).toBe(1);
    model.toggleStep(1);
    expect(model.expandedStep.value).toBeNull();
    // Step 4 stays shut until step 1 (and step 2, with a meeting) is complete.
    model.toggleStep(4);
    expect(model.expandedStep.value).toBeNull();
    model.toggleStep(1);
    expect(model.expandedStep.value).toBe(1);
    expect(model.completeSteps.value).toEqual([]);
  });
});

describe('reservation form', () => {
  it('loads once, from the prefill, and applies the location attribute once the locations are in', async () => {
    const { model } = setup();
    const warnings: string[] = [];
    const withPrefill = new WidgetModel({
      client: fakeApi({ harbour: partner }).client,
      storage: { read: () => null, write: () => {} },
      browserLanguages: [],
      translations: { changeLanguage: async () => {} },
      logError: () => {},
      prefill: () => ({ attributes: { hotel: '' }, query: '?pax=0' }),
      logWarning: (m) => warnings.push(m),
    });
    const composed = await withPrefill.loadForm();
    const { form } = composed;
    expect(await withPrefill.loadForm()).toBe(composed);
    expect(withPrefill.form.value).toBe(form);
    expect(form.reservation.value.types).toEqual(['mice', 'hotel']);
    expect(withPrefill.wizard.services.value).toEqual({ mice: true, hotel: true });
    expect(warnings).toHaveLength(1);
    expect(form.reservation.value.location).toBeNull();
    withPrefill.configure({ partner: 'harbour', api: 'http://api.test', location: '1' });
    await settle();
    await settle();
    expect(form.reservation.value.location).toBe('/api/locations/1');
    expect(form.reservation.value.rooms).toHaveLength(1);
    withPrefill.chooseLocale('de-DE');
    expect(form.reservation.value.locale).toBe('de-DE');
    expect(model.form.value).toBeNull();
  });
});

describe('routes', () => {
  it("a link's language shows that language without becoming the stored choice", async () => {
    const { model, stored } = setup({ stored: 'nl-NL' });
    await model.router.visit('#/fi-FI/reservation/anna/12?key=k');
    expect(model.router.route.value).toMatchObject({ view: 'reservation', id: 12 });
    expect(model.locale.value).toBe('fi-FI');
    expect(stored.value).toBe('nl-NL');
  });
});

describe('disposing', () => {
  it('stops the partner call, the language and every model of the form', async () => {
    const { model, switched } = setup();
    const { form } = await model.loadForm();
    form.set('eventname', 'Kick-off');
    model.dispose();
    model.chooseLocale('fi-FI');
    await settle();
    // The language effect is gone: nothing is loaded or applied any more.
    expect(switched).not.toContain('fi-FI');
    expect(form.reservation.value.locale).toBe('en-US');
    expect(form.problemsOf(5)).toEqual([]);
  });
});
