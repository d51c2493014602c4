import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import type { BookingAccess } from '../api/bookings.ts';
import { replacementApi } from '../api/replacement-api.ts';
import { failed, ok } from '../api/result.ts';
import type { BookingRead } from '../contracts/booking-read.schema.ts';
import type { Location } from '../domain/catalogue.types.ts';
import { createAvailabilityEpoch } from './availability-epoch.ts';
import { createDraft } from './draft.model.ts';
import { createReservationForm } from './reservation-form.model.ts';
import { createServerProblems } from './server-problems.model.ts';
import { createStoredBooking } from './stored-booking.model.ts';
import { createSubmission } from './submission.model.ts';

// Sending (spec §4, §5): one transition after the last save, with a fresh Idempotency-Key per attempt;
// a lost race makes the steps ask again. The bookings API is plain functions here.

const amsterdam = { '@id': '/api/locations/1', id: 1, locationSettings: {} } as Location;
const booking = (status: string) => ({ id: 4, status, transitions: ['request'] }) as BookingRead;

function setup(transition: () => ReturnType<ReturnType<typeof replacementApi>['bookings']['transition']>) {
  const sent: { access: BookingAccess; name: string; key: string | undefined }[] = [];
  const reads: number[] = [];
  const api = replacementApi({
    bookings: {
      transition: (access, name, _input, key) => {
        sent.push({ access, name, key });
        return transition();
      },
      read: async (access) => {
        reads.push(access.id);
        return ok(booking('requested'));
      },
    },
  });
  const form = createReservationForm({
    prefill: { query: '', attributes: {}, today: '2030-01-01' },
    locale: 'en-US',
    locations: signal([amsterdam]),
    warn: () => {},
  });
  const stored = createStoredBooking();
  stored.credentials.value = { id: 4, username: 'b4', key: 'k4' };
  const removed: string[] = [];
  const draft = createDraft({
    form,
    stored,
    store: { read: () => null, write: () => {}, remove: (key) => removed.push(key) },
    partner: () => 'harbour',
  });
  const epoch = createAvailabilityEpoch();
  const submission = createSubmission({
    form,
    api,
    stored,
    autosave: { flush: async () => {} },
    problems: createServerProblems({ form }),
    draft,
    epoch,
    logError: () => {},
  });
  return { submission, stored, sent, reads, removed, epoch };
}

describe('the submission', () => {
  it('sends one transition with the link headers and a new key per attempt, then forgets the draft', async () => {
    const { submission, stored, sent, removed } = setup(async () => ok(booking('requested')));
    expect(await submission.submit('request')).toMatchObject({ status: 'sent' });
    await submission.submit('request');
    expect(sent.map((s) => [s.access.id, s.name])).toEqual([
      [4, 'request'],
      [4, 'request'],
    ]);
    expect(sent[0]?.key).toBeTruthy();
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
    expect(stored.sent.value).toBe(true);
    expect(submission.submitted.value).toEqual({ id: 4, status: 'requested', transition: 'request' });
    expect(removed).toEqual(['booking-form:draft:harbour', 'booking-form:draft:harbour']);
  });

  it('after a lost race makes every step ask again and reads the booking again', async () => {
    const { submission, reads, epoch, removed } = setup(async () =>
      failed({
        kind: 'http',
        url: '/api/booking/4/status',
        status: 409,
        code: 'no_longer_available',
        title: 'Conflict',
        problem: { lost: ['/api/booking_rooms/7'] },
      }),
    );
    expect(await submission.submit('book_now')).toEqual({ status: 'lost', lost: ['/api/booking_rooms/7'] });
    expect(epoch.value).toBe(1);
    expect(reads).toEqual([4]);
    expect(submission.failure.value?.code).toBe('no_longer_available');
    expect(removed).toEqual([]);
  });

  it('asks for the terms in step 5 until they are accepted', () => {
    const { submission } = setup(async () => ok(booking('requested')));
    expect(submission.termsProblems()).toEqual([{ path: 'terms', error: { key: 'validation.terms' } }]);
    submission.termsAccepted.value = true;
    expect(submission.termsProblems()).toEqual([]);
  });
});
