import { describe, expect, it } from 'vitest';
import { parseDraft, serializeDraft } from './draft.ts';
import { emptyReservation } from './reservation.ts';

describe('the stored draft', () => {
  it('restores what was stored, with the booking that opens it', () => {
    const reservation = {
      ...emptyReservation('en-US'),
      eventname: 'Kick-off',
      types: ['mice', 'hotel'] as const,
    };
    const text = serializeDraft(
      '{"pax":40}',
      { ...reservation, types: [...reservation.types] },
      { id: 7, username: 'bX', key: 'k' },
    );
    expect(parseDraft(text, 'en-US')).toEqual({
      version: 1,
      origin: '{"pax":40}',
      reservation: { ...reservation, types: ['mice', 'hotel'] },
      booking: { id: 7, username: 'bX', key: 'k' },
      confirmed: [],
      open: null,
    });
  });

  it('keeps the open step, so a reload shows the visitor where they were', () => {
    const text = serializeDraft('{}', emptyReservation('en-US'), null, [1, 2], 3);
    expect(parseDraft(text, 'en-US')).toMatchObject({ confirmed: [1, 2], open: 3 });
    const tampered = text.replace('"open":3', '"open":9');
    expect(parseDraft(tampered, 'en-US')?.open).toBeNull();
  });

  it("keeps the event's guests and times, which step 2 gives each new day", () => {
    const reservation = {
      ...emptyReservation('en-US'),
      eventPax: 12,
      eventStartTime: '09:00',
      eventEndTime: '17:00',
    };
    const draft = parseDraft(serializeDraft('{}', reservation, null), 'en-US');
    expect(draft?.reservation).toMatchObject({
      eventPax: 12,
      eventStartTime: '09:00',
      eventEndTime: '17:00',
    });
  });

  it('ignores text that is not a draft of ours', () => {
    for (const text of [null, '', 'not json', '[]', '{"version":2,"reservation":{}}', '{"version":1}']) {
      expect(parseDraft(text, 'en-US')).toBeNull();
    }
  });

  it('keeps only fields of the right kind and drops a malformed booking', () => {
    const text = JSON.stringify({
      version: 1,
      reservation: { eventname: 42, company: 'Acme', days: 'x', location: '/api/locations/1' },
      booking: { id: 'seven', username: 'bX', key: 'k' },
    });
    const draft = parseDraft(text, 'fi-FI');
    expect(draft?.reservation).toMatchObject({
      eventname: '',
      company: 'Acme',
      days: [],
      location: '/api/locations/1',
      locale: 'fi-FI',
    });
    expect(draft?.booking).toBeNull();
  });
});
