import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import type { BookingAccess } from '../../api/bookings.ts';
import { replacementApi } from '../../api/replacement-api.ts';
import { type ApiResult, failed, ok } from '../../api/result.ts';
import { createWizard } from '../../app/wizard/wizard.model.ts';
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import type { Location, Partner } from '../../domain/catalogue.types.ts';
import { draftKey, parseDraft, serializeDraft } from '../../domain/draft.ts';
import type { Locale } from '../../domain/locale.ts';
import type { WidgetRoute } from '../../domain/route.ts';
import { composeForm } from '../../state/compose-form.ts';
import type { DraftStore } from '../../state/draft.model.ts';
import { createRouter } from '../../state/router.model.ts';
import { complete, draftBooking, HALL, LAYOUT, LOCATION_IRI, PARTNER_IRI, stay } from './resume.fixtures.ts';
import { createResume } from './resume.model.ts';

// The "continue where you left off" link on another device (an empty tab) or after a reload, with the
// form as the widget composes it and the booking as `GET /api/booking/{id}` answers it.

const partner = { '@id': PARTNER_IRI, name: 'Harbour Hotels', partnerSettings: {} } as Partner;
const amsterdam = { '@id': LOCATION_IRI, id: 1, name: 'Amsterdam', locationSettings: {} } as Location;
/** A tab's session storage. */
function memoryStore(): DraftStore & { texts: Map<string, string> } {
  const texts = new Map<string, string>();
  return {
    texts,
    read: (key) => texts.get(key) ?? null,
    write: (key, text) => void texts.set(key, text),
    remove: (key) => void texts.delete(key),
  };
}

/**
 * The widget at a resume link: the server answers `read` with `answer` (each read written down), the
 * router and wizard are the instance's, and the tab's storage is `store` (empty: another device).
 */
function setup(
  link: string,
  answer: (access: BookingAccess) => ApiResult<BookingRead>,
  store = memoryStore(),
) {
  const reads: BookingAccess[] = [];
  const replaced: string[] = [];
  const composed = composeForm({
    api: replacementApi({
      bookings: {
        read: async (access) => {
          reads.push(access);
          return answer(access);
        },
      },
    }),
    prefill: { attributes: {}, query: '', today: '2030-01-01' },
    locale: signal<Locale>('en-US'),
    partner: signal(partner),
    locations: signal([amsterdam]),
    loaded: signal(true),
    preferredLocationId: signal(null),
    partnerSlug: () => 'harbour',
    draftStore: store,
    logError: () => {},
    logWarning: () => {},
    today: () => '2030-01-01',
  });
  const wizard = createWizard(signal(composed.form));
  const route = signal<WidgetRoute>({ view: 'wizard' });
  const router = createRouter({ replace: (path) => replaced.push(path) }, route);
  router.visit(link);
  const current = route.peek();
  if (current.view !== 'resume') throw new Error(`${link} is not a resume link`);
  const resume = createResume({
    route: current,
    loadForm: async () => composed,
    wizard,
    router,
    partnerIri: partner['@id'],
  });
  return { ...composed, composed, resume, wizard, route, reads, replaced, store };
}

describe('taking up a draft from its e-mail link', () => {
  it('on another device: the form and the stored booking are the draft, the wizard at the first step left', async () => {
    const stored = draftBooking();
    const { resume, form, storedBooking, wizard, route, reads, replaced, store, composed } = setup(
      '#/en-US/resume/anna42/42?key=s3cret',
      () => ok(stored),
    );
    await resume.load();

    expect(reads).toEqual([{ id: 42, username: 'anna42', key: 's3cret' }]);
    const reservation = form.reservation.value;
    expect(reservation).toMatchObject({
      location: stored.location,
      types: ['mice'],
      emailaddress: 'anna@example.com',
      eventname: 'Board meeting',
      eventType: 'meeting',
      eventPax: 12,
      eventStartTime: '09:00',
      eventEndTime: '17:00',
    });
    expect(reservation.days).toMatchObject([
      { date: '2030-05-14', emplacement: LAYOUT, halls: [{ hall: HALL, emplacement: LAYOUT, pax: 12 }] },
    ]);
    expect(storedBooking.credentials.value).toEqual({ id: 42, username: 'anna42', key: 's3cret' });
    expect(storedBooking.booking.value).toMatchObject({ id: 42, reference: 'HH-AMS-2030-0042' });
    expect(storedBooking.sent.value).toBe(false);
    // Steps 1 and 2 are what the draft holds; step 3 is skipped (no hotel); step 4 needs the contact.
    expect(form.complete.value).toEqual([1, 2]);
    expect([wizard.currentStep.value, wizard.expandedStep.value]).toEqual([4, 4]);
    // The key leaves the address: the wizard's own address replaces the link.
    expect(route.value).toEqual({ view: 'wizard' });
    expect(replaced).toEqual(['/']);
    // The tab keeps it, so a reload restores the same draft and booking.
    const kept = parseDraft(store.read(draftKey('harbour')), 'en-US');
    expect(kept?.booking).toEqual({ id: 42, username: 'anna42', key: 's3cret' });
    expect(kept?.reservation.emailaddress).toBe('anna@example.com');
    expect(kept?.confirmed).toEqual([1, 2]);
    composed.dispose();
  });

  it('lands on step 5 when every step of the draft is complete', async () => {
    const { resume, form, wizard, composed } = setup('#/resume/anna42/42?key=s3cret', () =>
      ok(draftBooking(complete)),
    );
    await resume.load();
    expect(form.complete.value).toEqual([1, 2, 3, 4]);
    expect(form.reservation.value.rooms).toMatchObject([
      { startDate: '2030-05-14', endDate: '2030-05-15', amount: 2, roomType: stay.roomType },
    ]);
    expect(wizard.currentStep.value).toBe(5);
    composed.dispose();
  });

  it('a reload without the key in the link (the hosted page took it out) keeps the tab’s own draft', async () => {
    const store = memoryStore();
    const typedSince = { ...draftBooking(), eventname: 'Board meeting, typed since the last save' };
    const tabForm = setup('#/resume/anna42/42?key=s3cret', () => ok(draftBooking()), store);
    await tabForm.resume.load();
    tabForm.form.set('eventname', typedSince.eventname);
    store.write(
      draftKey('harbour'),
      serializeDraft(
        tabForm.form.prefillFingerprint,
        tabForm.form.reservation.peek(),
        tabForm.storedBooking.credentials.peek(),
        tabForm.form.confirmedSteps.peek(),
      ),
    );
    tabForm.composed.dispose();

    const reloaded = setup('/en-US/resume/anna42/42?partner=harbour', () => ok(draftBooking()), store);
    await reloaded.resume.load();
    expect(reloaded.reads).toEqual([{ id: 42, username: 'anna42', key: 's3cret' }]);
    expect(reloaded.form.reservation.value.eventname).toBe(typedSince.eventname);
    expect(reloaded.route.value).toEqual({ view: 'wizard' });
    reloaded.composed.dispose();
  });

  it('a booking sent meanwhile opens in the offer view, and the form is left alone', async () => {
    const { resume, form, storedBooking, route, replaced, composed } = setup(
      '#/nl-NL/resume/anna42/42?key=s3cret',
      () => ok(draftBooking({ status: 'requested', transitions: [] })),
    );
    const before = form.reservation.peek();
    await resume.load();
    expect(route.value).toEqual({
      view: 'reservation',
      lang: 'nl-NL',
      username: 'anna42',
      id: 42,
      key: 's3cret',
    });
    expect(replaced).toEqual(['/nl-NL/reservation/anna42/42?key=s3cret']);
    expect(form.reservation.peek()).toBe(before);
    expect(storedBooking.credentials.value).toBeNull();
    composed.dispose();
  });

  it('a wrong key, an unknown booking or another partner’s booking is "not found"; nothing is taken over', async () => {
    const notFound = () =>
      failed<BookingRead>({
        kind: 'http',
        url: '/api/booking/42',
        status: 404,
        code: 'booking_not_found',
        title: 'Not Found',
      });
    for (const answer of [notFound, () => ok(draftBooking({ partner: '/api/partners/2' }))]) {
      const { resume, storedBooking, route, store, composed } = setup('#/resume/anna42/42?key=wrong', answer);
      await resume.load();
      expect(resume.status.value).toBe('not-found');
      expect(storedBooking.credentials.value).toBeNull();
      expect(route.value).toMatchObject({ view: 'resume' });
      expect(store.texts.size).toBe(0);
      composed.dispose();
    }
    // Without a key, and none in the tab, nothing is asked: such a link cannot open a booking.
    const keyless = setup('#/resume/anna42/42', () => ok(draftBooking()));
    await keyless.resume.load();
    expect([keyless.resume.status.value, keyless.reads]).toEqual(['not-found', []]);
    keyless.composed.dispose();
  });

  it('an unreachable server is an error to retry, not "not found"', async () => {
    let reachable = false;
    const { resume, route, composed } = setup('#/resume/anna42/42?key=s3cret', () =>
      reachable
        ? ok(draftBooking())
        : failed({ kind: 'network', url: '/api/booking/42', message: 'offline' }),
    );
    await resume.load();
    expect(resume.status.value).toBe('error');
    reachable = true;
    await resume.load();
    expect(route.value).toEqual({ view: 'wizard' });
    composed.dispose();
  });
});
